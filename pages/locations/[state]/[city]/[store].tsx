import { StoreTemplate } from '@/components/locations/store-template';
import { isHandoffId, typeParamOfHandoffId, type HandoffTypeParam } from '@/domain/ordering/handoffs';
import { localizedPath } from '@/domain/markets';
import { cityPath, type StoreDetails } from '@/lib/api/locations';
import { fetchStoreHandoffs } from '@/lib/api/ordering';
import { fetchStoreWithFacts } from '@/lib/api/restaurants';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';
import { restaurantJsonLd } from '@/lib/seo/json-ld';

/** `orderHandoffs`: carryout and delivery where the store offers them and takes online orders. */
type Props = { store: StoreDetails; orderHandoffs: HandoffTypeParam[] };

const ORDER_BUTTONS: readonly HandoffTypeParam[] = ['carryout', 'delivery'];

async function orderHandoffsOf(api: Parameters<typeof fetchStoreHandoffs>[0], store: StoreDetails): Promise<HandoffTypeParam[]> {
  if (!store.onlineOrdering || !store.acceptingOrders) return [];
  const offers = await fetchStoreHandoffs(api, store.id);
  const offered = new Set(offers.map((offer) => (isHandoffId(offer.handoffId) ? typeParamOfHandoffId(offer.handoffId) : null)));
  return ORDER_BUTTONS.filter((handoff) => offered.has(handoff));
}

export const getServerSideProps = withPage<Props>(
  async ({ api, config, t, params, market }) => {
    const found = await fetchStoreWithFacts(api, paramOf(params, 'store'), config.seo.siteUrl);
    if (!found) return { notFound: true };
    const { store, restaurant } = found;
    // The store exists but the URL names another state or city: send the diner to its real address.
    if (store.cityPath !== cityPath(paramOf(params, 'state'), paramOf(params, 'city'))) {
      return { redirect: { destination: localizedPath(market.locale, store.path), permanent: true } };
    }
    const { address } = store;
    const place = { store: store.title, city: address.city, state: address.region };
    const restaurantData = restaurantJsonLd([restaurant]);
    const head = {
      title: t('store.metaTitle', place),
      description: t('store.metaDescription', { ...place, address: address.line }),
      path: store.path,
      breadcrumbs: [
        { name: t('brand.name'), path: '/' },
        { name: t('locations.allLocations'), path: '/locations' },
        { name: address.stateName, path: store.statePath },
        { name: address.city, path: store.cityPath },
        { name: store.title, path: store.path },
      ],
      jsonLd: restaurantData ? [restaurantData] : [],
    };
    return { props: { store, orderHandoffs: await orderHandoffsOf(api, store) }, head };
  },
  { publicCache: true, anonymous: true },
);

export default function StorePage({ store, orderHandoffs }: Props) {
  return <StoreTemplate store={store} orderHandoffs={orderHandoffs} />;
}
