/** /cart: the guest's order from the orderId/orderToken cookies, or the empty cart. */
import { CartTemplate, type CartCoupons } from '@/components/cart/cart-template';
import { loadCartCoupons } from '@/lib/api/coupons';
import { loadCurrentOrder } from '@/lib/api/checkout';
import { orderSummaryOf, toCheckoutOrder, type CheckoutOrder } from '@/lib/api/checkout-view';
import type { OrderPageProps } from '@/lib/order-context';
import { withPage } from '@/lib/page-loaders/with-page';

type Props = OrderPageProps & { order: CheckoutOrder | null; coupons: CartCoupons };

export const getServerSideProps = withPage<Props>(async ({ api, t }) => {
  const current = await loadCurrentOrder(api);
  const order = current ? toCheckoutOrder(current.order) : null;
  const cart = order?.open ? order : null;
  const coupons = await loadCartCoupons(api, cart);
  return {
    props: { order: cart, coupons, orderSummary: orderSummaryOf(cart), orderStep: 'cart' },
    head: { title: t('checkout.cart.metaTitle'), description: t('checkout.cart.metaDescription'), path: '/cart', preventIndexing: true },
  };
});

export default function CartPage({ order, coupons }: Props) {
  return <CartTemplate order={order} coupons={coupons} />;
}
