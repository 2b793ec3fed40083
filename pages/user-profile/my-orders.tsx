/** /user-profile/my-orders: the signed-in customer's orders, newest first (?page=), and their catering quotes. */
import { MyOrdersTemplate, type MyOrdersPageData } from '@/components/account/my-orders-template';
import { sectionOf } from '@/components/account/section-state';
import { DEFAULT_PAGE_SIZE } from '@/domain/constants';
import { accountLoader, pageOf } from '@/lib/page-loaders/account';
import { fetchMyOrders } from '@/lib/api/profile';
import { fetchMyQuotes } from '@/lib/api/quote-requests';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<MyOrdersPageData>(
  accountLoader<MyOrdersPageData>(
    () => '/user-profile/my-orders',
    async ({ api, t, query }) => {
      const [orders, quotes] = await Promise.all([
        sectionOf(fetchMyOrders(api, pageOf(query.page), DEFAULT_PAGE_SIZE)),
        sectionOf(fetchMyQuotes(api, 1, DEFAULT_PAGE_SIZE)),
      ]);
      return {
        props: { orders, quotes },
        head: { title: t('account.orders.metaTitle'), description: t('account.orders.metaDescription'), path: '/user-profile/my-orders', preventIndexing: true },
      };
    },
  ),
);

export default function MyOrdersPage(props: MyOrdersPageData) {
  return <MyOrdersTemplate {...props} />;
}
