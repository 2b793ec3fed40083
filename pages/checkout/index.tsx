/**
 * /checkout: the open order with its timeslots; without a payable cart, back to /cart. A host's
 * group order still open to its guests is not paid yet: the page says so and links to the group.
 */
import { CheckoutTemplate } from '@/components/checkout/checkout-template';
import { GroupCheckoutBlock } from '@/components/group-orders/checkout-block';
import { localizedPath } from '@/domain/markets';
import { fetchTimeslots, loadCurrentOrder } from '@/lib/api/checkout';
import { checkoutCustomer, fetchVehicles } from '@/lib/api/profile';
import { fetchTextAlerts } from '@/lib/api/text-alerts';
import { openHostedGroup, type OpenGroup } from '@/lib/page-loaders/open-hosted-group';
import type { WireTextAlerts } from '@/domain/wire/text-alerts';
import { HANDOFF } from '@/domain/ordering/handoffs';
import type { SavedVehicle } from '@/components/checkout/vehicle-values';
import { orderSummaryOf, toCheckoutOrder, toTimeslotsView, type CheckoutOrder, type TimeslotsView } from '@/lib/api/checkout-view';
import type { OrderPageProps } from '@/lib/order-context';
import { QUOTE_REQUEST_PATH } from '@/lib/page-loaders/quote-request';
import { withPage } from '@/lib/page-loaders/with-page';
import type { GuestValues } from '@/lib/validation/guest-schema';

/** `prefill`: the signed-in customer's details for a guest section not filled yet. */
type Props = OrderPageProps & { order: CheckoutOrder; timeslots: TimeslotsView; prefill: GuestValues | null; vehicles: SavedVehicle[]; signedIn: boolean; textAlerts: WireTextAlerts | null; openGroup?: OpenGroup };

export const getServerSideProps = withPage<Props>(async ({ api, market, t }) => {
  const current = await loadCurrentOrder(api);
  const order = current ? toCheckoutOrder(current.order) : null;
  if (!current || !order?.open || order.lines.length === 0 || order.violations.length > 0) {
    return { redirect: { destination: localizedPath(market.locale, '/cart'), permanent: false } };
  }
  // A get-a-quote cart ends in a quote request, never a payment.
  if (order.quote) return { redirect: { destination: localizedPath(market.locale, QUOTE_REQUEST_PATH), permanent: false } };
  const openGroup = await openHostedGroup(api, order.id);
  if (openGroup) {
    return {
      props: { order, timeslots: { timeZone: openGroup.timeZone, asapAvailable: false, days: [] }, prefill: null, vehicles: [], signedIn: false, textAlerts: null, openGroup, orderSummary: orderSummaryOf(order), orderStep: 'checkout' },
      head: { title: t('checkout.metaTitle'), description: t('checkout.metaDescription'), path: '/checkout', preventIndexing: true },
    };
  }
  const [timeslots, customer, textAlerts] = await Promise.all([
    fetchTimeslots(api, current.access).then(toTimeslotsView),
    checkoutCustomer(api, current.access),
    // Texts are a convenience: the checkout goes on without them when their answer fails.
    fetchTextAlerts(api, current.access).catch(() => null),
  ]);
  const prefill = customer ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone } : null;
  const vehicles = customer && order.handoffId === HANDOFF.curbside ? await fetchVehicles(api).catch(() => []) : [];
  return {
    props: { order, timeslots, prefill, vehicles, signedIn: Boolean(customer), textAlerts, orderSummary: orderSummaryOf(order), orderStep: 'checkout' },
    head: { title: t('checkout.metaTitle'), description: t('checkout.metaDescription'), path: '/checkout', preventIndexing: true },
  };
});

export default function CheckoutPage({ order, timeslots, prefill, vehicles, signedIn, textAlerts, openGroup }: Props) {
  if (openGroup) return <GroupCheckoutBlock group={openGroup} />;
  return <CheckoutTemplate order={order} timeslots={timeslots} prefill={prefill} vehicles={vehicles} signedIn={signedIn} textAlerts={textAlerts} />;
}
