import { LocationsTemplate } from '@/components/locations/locations-template';
import type { StateWithCities } from '@/lib/api/locations';
import { fetchLocationsDirectory } from '@/lib/api/restaurants';
import { withPage } from '@/lib/page-loaders/with-page';
import { restaurantJsonLd } from '@/lib/seo/json-ld';

type Props = { states: StateWithCities[] };

export const getServerSideProps = withPage<Props>(
  async ({ api, config, t }) => {
    const { states, restaurants } = await fetchLocationsDirectory(api, config.seo.siteUrl);
    // The list of restaurants as structured data (one object when the market has one store).
    const restaurantData = restaurantJsonLd(restaurants);
    return {
      props: { states },
      head: {
        title: t('locations.metaTitle'),
        description: t('locations.metaDescription'),
        path: '/locations',
        scope: 'all',
        breadcrumbs: [
          { name: t('brand.name'), path: '/' },
          { name: t('locations.allLocations'), path: '/locations' },
        ],
        jsonLd: restaurantData ? [restaurantData] : [],
      },
    };
  },
  { publicCache: true },
);

export default function LocationsPage({ states }: Props) {
  return <LocationsTemplate states={states} />;
}
