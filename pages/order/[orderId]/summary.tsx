/**
 * /order/[orderId]/summary: the thank-you page, read through the orders GraphQL with
 * the guest's order token. An order not paid yet goes back to payment; an unknown one is a 404.
 */
import { loadInStore, type InStoreView } from '@/lib/page-loaders/in-store';
import { SummaryTemplate } from '@/components/order-summary/summary-template';
import { localizedPath } from '@/domain/markets';
import { fetchOrderConfirmation } from '@/lib/api/order-confirmation';
import { fetchOrderFeedbackOrNull, type OrderFeedbackState } from '@/lib/api/order-feedback';
import { toConfirmationView, type ConfirmationView } from '@/lib/api/checkout-view';
import type { OrderStatus } from '@/lib/api/ordering-view';
import { EMPTY_ORDER_SUMMARY, type OrderPageProps } from '@/lib/order-context';
import { orderCookiesFromHeader } from '@/lib/order-cookies';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';
import { fetchRunningLate } from '@/lib/api/text-alerts';
import type { WireRunningLate } from '@/domain/wire/text-alerts';
import { fetchCourierOrNull, type CourierDelivery } from '@/lib/api/courier';
import { storePhoneText } from '@/domain/addresses/store-phone';

type Props = OrderPageProps & { order: ConfirmationView; status: OrderStatus; feedback: OrderFeedbackState | null; inStore: InStoreView | null; late: WireRunningLate['late']; courier: CourierDelivery | null; storePhone: string };

export const getServerSideProps = withPage<Props>(async ({ api, market, t, params }) => {
  const orderId = paramOf(params, 'orderId');
  const { orderToken } = orderCookiesFromHeader(api.cookie);
  const confirmation = orderId ? await fetchOrderConfirmation(api, { orderId, orderToken }) : null;
  if (!confirmation) return { notFound: true };
  if (confirmation.status === 'open') {
    return { redirect: { destination: localizedPath(market.locale, '/checkout/payment'), permanent: false } };
  }
  const order = toConfirmationView(confirmation);
  const access = { orderId: confirmation.id, orderToken: orderToken ?? null };
  const [feedback, inStore, late, courier] = await Promise.all([
    fetchOrderFeedbackOrNull(api, { orderId, orderToken }),
    loadInStore(api, { orderId: confirmation.id, orderToken: orderToken ?? null }, order.store.timeZone),
    // The late line is a courtesy: the page shows without it when its answer fails.
    fetchRunningLate(api, { orderId: confirmation.id, orderToken: orderToken ?? null }).then((answer) => answer.late, () => null),
    // A delivery's courier (or a pickup's that the diner chose once the courier failed), read at the
    // page's (demo) clock; the page shows without it when its answer fails.
    fetchCourierOrNull(api, access).catch(() => null),
  ]);
  return {
    props: {
      order,
      status: confirmation.status,
      feedback,
      inStore,
      late,
      courier,
      // Written here, so the page does not carry the numbering plans to the browser.
      storePhone: storePhoneText(order.store.phone, order.store.countryCode, market.locale),
      orderSummary: EMPTY_ORDER_SUMMARY, orderStep: 'summary' },
    head: {
      title: t('checkout.thankYou.metaTitle'),
      description: t('checkout.thankYou.metaDescription'),
      path: `/order/${encodeURIComponent(orderId)}/summary`,
      preventIndexing: true,
    },
  };
});

export default function OrderSummaryPage({ order, status, feedback, inStore, late, courier, storePhone }: Props) {
  return <SummaryTemplate order={order} status={status} feedback={feedback} inStore={inStore} late={late} courier={courier} storePhone={storePhone} />;
}
