import { LocationsTemplate } from '@/components/locations/locations-template';
import type { StateWithCities } from '@/lib/api/locations';
import { fetchLocationsDirectory } from '@/lib/api/restaurants';
import { withPage } from '@/lib/page-loaders/with-page';
import { restaurantJsonLd } from '@/lib/seo/json-ld';

import type { MapStore } from '@/lib/maps/pins';

/**
 * `pins`: the stores on the map, only when a Google Maps key is set. `storesListed` false: a
 * market too large to list every store, shown as its states and cities with their counts.
 */
type Props = { states: StateWithCities[]; storesListed: boolean; mapsKey: string | null; pins: MapStore[] };

export const getServerSideProps = withPage<Props>(
  async ({ api, config, t }) => {
    const { states, storesListed, restaurants, pins } = await fetchLocationsDirectory(api, config.seo.siteUrl);
    // The listed restaurants as structured data (one object when the market has one store); none
    // when only counts are shown (the state, city and store pages carry their own).
    const restaurantData = storesListed ? restaurantJsonLd(restaurants) : null;
    return {
      props: { states, storesListed, mapsKey: config.mapsKey, pins: config.mapsKey ? pins : [] },
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
  { publicCache: true, anonymous: true },
);

export default function LocationsPage({ states, storesListed, mapsKey, pins }: Props) {
  return <LocationsTemplate states={states} storesListed={storesListed} mapsKey={mapsKey} pins={pins} />;
}
