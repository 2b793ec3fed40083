/**
 * /checkout/payment: the order and what it owes. An order with something still
 * missing goes back to the step that asks for it; a paid one goes to its thank-you page.
 */
import { PaymentTemplate } from '@/components/payment/payment-template';
import { localizedPath } from '@/domain/markets';
import { fetchPaymentState, loadCurrentOrder } from '@/lib/api/checkout';
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
  const order = current ? toCheckoutOrder(current.order) : null;
  const step = stepFor(order);
  if (!current || !order || step) {
    return { redirect: { destination: localizedPath(market.locale, step ?? '/cart'), permanent: false } };
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
      orderSummary: orderSummaryOf(order),
      orderStep: 'payment',
    },
    head: { title: t('checkout.payment.metaTitle'), description: t('checkout.payment.metaDescription'), path: '/checkout/payment', preventIndexing: true },
  };
});

export default function PaymentPage({ order, payment, customerId, savedCards, cardFields, paypalClientId }: Props) {
  return <PaymentTemplate order={order} payment={payment} customerId={customerId} savedCards={savedCards} cardFields={cardFields} paypalClientId={paypalClientId} />;
}
