/**
 * Order Now or the cart summary: Order Now only when the cart is empty, the page is
 * not a quote page and the viewport is at least the navigation breakpoint wide; otherwise the
 * cart summary (total in the order's own currency and item count, from the order context) links
 * to the cart. Below the navigation breakpoint (phones) the header always has one way in: Order,
 * which opens the start-order dialog, while the cart is empty (the empty cart summary gives it its
 * place); once the order has items, the cart summary, which continues the order.
 */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { formatMoney } from '@/domain/money-format';
import { useMarket } from '@/lib/use-market';
import { useOrderSummary } from '@/lib/order-context';
import styles from './header-actions.module.css';

type Props = { quotePage: boolean; onOrderNow: () => void };

export function HeaderActions({ quotePage, onOrderNow }: Props) {
  const { numberOfItemsInCart } = useOrderSummary();
  const offerOrderNow = numberOfItemsInCart === 0 && !quotePage;
  const started = numberOfItemsInCart > 0;
  return (
    <>
      {offerOrderNow && <OrderNowButton onClick={onOrderNow} />}
      {!started && <PhoneOrder onStart={onOrderNow} />}
      <CartSummary narrowOnly={offerOrderNow} wideOnly={!started} />
    </>
  );
}

/** The phone header's way in while the cart is empty: the start-order dialog. */
function PhoneOrder({ onStart }: { onStart: () => void }) {
  const { t } = useMarket();
  return (
    <PhoneStart type="button" onClick={onStart} aria-haspopup="dialog">
      {t('shell.order')}
    </PhoneStart>
  );
}

function OrderNowButton({ onClick }: { onClick: () => void }) {
  const { t } = useMarket();
  return (
    <OrderNow type="button" onClick={onClick}>
      {t('shell.orderNow')}
    </OrderNow>
  );
}

/** `narrowOnly`: Order Now takes its place on wide viewports; `wideOnly`: Order takes it on phones. */
function CartSummary({ narrowOnly = false, wideOnly = false }: { narrowOnly?: boolean; wideOnly?: boolean }) {
  const { locale, t } = useMarket();
  const { orderPrice, currency, numberOfItemsInCart } = useOrderSummary();
  const items = t.count('shell.cart.items', numberOfItemsInCart);
  const total = orderPrice && currency ? formatMoney(orderPrice, locale, currency) : null;
  return (
    <Cart href="/cart" $narrowOnly={narrowOnly} $wideOnly={wideOnly} data-cart-summary="">
      <CartIcon aria-hidden="true" />
      <CartText>
        <CartLabel>{t('shell.cart.label')}</CartLabel>
        {total && <strong>{total}</strong>} <span>{items}</span>
      </CartText>
    </Cart>
  );
}

const OrderNow = classed('button', styles.orderNow);

const PhoneStart = classed('button', styles.phoneOrder);

const Cart = classed(MarketLink, styles.cart, { $narrowOnly: styles.cartNarrowOnly, $wideOnly: styles.cartWideOnly });

/** Below the navigation breakpoint it never wraps; on phones the label, the total and the count stack, one per line. */
const CartText = classed('span', styles.cartText);

const CartLabel = classed('span', styles.cartLabel);

const CartIcon = classed('span', styles.cartIcon);
