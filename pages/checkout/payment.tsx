/**
 * /checkout/payment: the order and what it owes. An order with something still
 * missing goes back to the step that asks for it; a paid one goes to its thank-you page.
 */
import { PaymentTemplate } from '@/components/payment/payment-template';
import { localizedPath } from '@/domain/markets';
import { fetchOrder, fetchPaymentState, loadCurrentOrder } from '@/lib/api/checkout';
import { quoteCourier } from '@/lib/api/courier';
import { failureTextOf } from '@/lib/api/error-text';
import type { CourierQuoteView } from '@/components/payment/courier-quote';
import { checkoutCustomer, payableSavedCards } from '@/lib/api/profile';
import type { SavedCard } from '@/lib/api/profile-view';
import { orderSummaryOf, toCheckoutOrder, toPaymentStateView, type CheckoutOrder, type PaymentStateView } from '@/lib/api/checkout-view';
import type { CardFields } from '@/domain/payments/card-fields';
import { storefrontCardFields, storefrontConfig } from '@/lib/config/storefront';
import type { OrderPageProps } from '@/lib/order-context';
import { withPage } from '@/lib/page-loaders/with-page';

/**
 * Signed in: `customerId` and the cards they may pay with; null and [] for a guest.
 * `cardFields`: the processor's hosted card fields, or Stripe's. `paypalClientId`: PayPal's
 * client id when PayPal is for real (its SDK buttons), else null (the sandbox's approve page).
 */
type Props = OrderPageProps & {
  order: CheckoutOrder;
  payment: PaymentStateView;
  customerId: number | null;
  savedCards: SavedCard[];
  cardFields: CardFields;
  paypalClientId: string | null;
  /** A delivery order's courier quote, fetched fresh for this page (null for a pickup). */
  courier: CourierQuoteView | null;
};

const CHECKOUT_BLOCKERS = new Set(['guest', 'timeslot', 'delivery-address']);

/** Where an order that cannot be paid yet should go, or null when it can be paid here. */
function stepFor(order: CheckoutOrder | null): string | null {
  if (!order) return '/cart';
  if (!order.open) return `/order/${encodeURIComponent(order.id)}/summary`;
  if (order.blockers.some((blocker) => CHECKOUT_BLOCKERS.has(blocker))) return '/checkout';
  if (order.blockers.length > 0 || order.violations.length > 0) return '/cart';
  return null;
}

export const getServerSideProps = withPage<Props>(async ({ api, market, t }) => {
  const current = await loadCurrentOrder(api);
  let order = current ? toCheckoutOrder(current.order) : null;
  const step = stepFor(order);
  if (!current || !order || step) {
    return { redirect: { destination: localizedPath(market.locale, step ?? '/cart'), permanent: false } };
  }
  // A delivery order's fee comes from a fresh courier quote (never an older one), priced into its totals.
  let courier: CourierQuoteView | null = null;
  if (order.handoff === 'delivery') {
    try {
      const quote = await quoteCourier(api, current.access);
      courier = { fee: quote.fee, dropoffAt: quote.dropoffAt, problem: null };
      order = toCheckoutOrder(await fetchOrder(api, current.access));
    } catch (error) {
      courier = { fee: null, dropoffAt: null, problem: failureTextOf(t, error, market) };
    }
  }
  const [payment, customer] = await Promise.all([fetchPaymentState(api, current.access).then(toPaymentStateView), checkoutCustomer(api, current.access)]);
  const savedCards = customer ? await payableSavedCards(api, customer.id) : [];
  return {
    props: {
      order,
      payment,
      customerId: customer?.id ?? null,
      savedCards,
      cardFields: storefrontCardFields(),
      paypalClientId: storefrontConfig().paypalClientId,
      courier,
      orderSummary: orderSummaryOf(order),
      orderStep: 'payment',
    },
    head: { title: t('checkout.payment.metaTitle'), description: t('checkout.payment.metaDescription'), path: '/checkout/payment', preventIndexing: true },
  };
});

export default function PaymentPage({ order, payment, customerId, savedCards, cardFields, paypalClientId, courier }: Props) {
  return <PaymentTemplate order={order} payment={payment} customerId={customerId} savedCards={savedCards} cardFields={cardFields} paypalClientId={paypalClientId} courier={courier} />;
}
