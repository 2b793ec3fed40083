import { CityTemplate } from '@/components/locations/city-template';
import { fetchCityWithStores, type CityWithStores, type StateSummary } from '@/lib/api/locations';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';

type Props = { state: StateSummary; city: CityWithStores };

export const getServerSideProps = withPage<Props>(
  async ({ api, t, params }) => {
    const found = await fetchCityWithStores(api, paramOf(params, 'state'), paramOf(params, 'city'));
    if (!found) return { notFound: true };
    const names = { city: found.city.name, state: found.state.name };
    return {
      props: found,
      head: {
        title: `${t('locations.cityTitle', names)} | ${t('brand.name')}`,
        description: t('locations.cityMetaDescription', names),
        path: found.city.path,
      },
    };
  },
  { publicCache: true, anonymous: true },
);

export default function CityPage({ state, city }: Props) {
  return <CityTemplate state={state} city={city} />;
}
