import { StateTemplate } from '@/components/locations/state-template';
import { fetchStateWithCities, type CitySummary, type StateSummary } from '@/lib/api/locations';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';

type Props = { state: StateSummary; cities: CitySummary[] };

export const getServerSideProps = withPage<Props>(
  async ({ api, t, params }) => {
    const found = await fetchStateWithCities(api, paramOf(params, 'state'));
    if (!found) return { notFound: true };
    const { state } = found;
    return {
      props: found,
      head: {
        title: `${t('locations.stateTitle', { state: state.name })} | ${t('brand.name')}`,
        description: t('locations.stateMetaDescription', { state: state.name }),
        path: state.path,
      },
    };
  },
  { publicCache: true, anonymous: true },
);

export default function StatePage({ state, cities }: Props) {
  return <StateTemplate state={state} cities={cities} />;
}
