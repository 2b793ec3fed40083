import { StoreTemplate } from '@/components/locations/store-template';
import { localizedPath } from '@/domain/markets';
import { cityPath, fetchStore, type StoreDetails } from '@/lib/api/locations';
import { paramOf, withPage } from '@/lib/page-props';

type Props = { store: StoreDetails };

export const getServerSideProps = withPage<Props>(
  async ({ api, t, params, market }) => {
    const store = await fetchStore(api, paramOf(params, 'store'));
    if (!store) return { notFound: true };
    // The store exists but the URL names another state or city: send the diner to its real address.
    if (store.cityPath !== cityPath(paramOf(params, 'state'), paramOf(params, 'city'))) {
      return { redirect: { destination: localizedPath(market.locale, store.path), permanent: true } };
    }
    const { address } = store;
    const place = { store: store.title, city: address.city, state: address.stateLabel };
    return {
      props: { store },
      head: {
        title: t('store.metaTitle', place),
        description: t('store.metaDescription', { ...place, address: address.line }),
        path: store.path,
      },
    };
  },
  { publicCache: true },
);

export default function StorePage({ store }: Props) {
  return <StoreTemplate store={store} />;
}
