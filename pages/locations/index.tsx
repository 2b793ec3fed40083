import { LocationsTemplate } from '@/components/locations/locations-template';
import type { StateWithCities } from '@/lib/api/locations';
import { fetchLocationsDirectory } from '@/lib/api/restaurants';
import { withPage } from '@/lib/page-loaders/with-page';
import { restaurantJsonLd } from '@/lib/seo/json-ld';

import type { MapStore } from '@/lib/maps/pins';

/** `pins`: the stores on the map, only when a Google Maps key is set. */
type Props = { states: StateWithCities[]; mapsKey: string | null; pins: MapStore[] };

export const getServerSideProps = withPage<Props>(
  async ({ api, config, t }) => {
    const { states, restaurants, pins } = await fetchLocationsDirectory(api, config.seo.siteUrl);
    // The list of restaurants as structured data (one object when the market has one store).
    const restaurantData = restaurantJsonLd(restaurants);
    return {
      props: { states, mapsKey: config.mapsKey, pins: config.mapsKey ? pins : [] },
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

export default function LocationsPage({ states, mapsKey, pins }: Props) {
  return <LocationsTemplate states={states} mapsKey={mapsKey} pins={pins} />;
}
