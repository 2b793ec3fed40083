import { LocationsTemplate } from '@/components/locations/locations-template';
import { fetchStatesWithStores, type StateWithCities } from '@/lib/api/locations';
import { withPage } from '@/lib/page-props';

type Props = { states: StateWithCities[] };

export const getServerSideProps = withPage<Props>(
  async ({ api, t }) => ({
    props: { states: await fetchStatesWithStores(api) },
    head: {
      title: t('locations.metaTitle'),
      description: t('locations.metaDescription'),
      path: '/locations',
      scope: 'all',
    },
  }),
  { publicCache: true },
);

export default function LocationsPage({ states }: Props) {
  return <LocationsTemplate states={states} />;
}
