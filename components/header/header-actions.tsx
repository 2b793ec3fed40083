/**
 * Order Now or the cart summary: Order Now only when the cart is empty, the page is
 * not a quote page and the viewport is at least the navigation breakpoint wide; otherwise the
 * cart summary (total in the order's own currency and item count, from the order context) links
 * to the cart.
 */
import styled from 'styled-components';
import { MarketLink } from '@/components/common/market-link';
import { formatMoney } from '@/domain/money-format';
import { useMarket } from '@/lib/use-market';
import { useOrderSummary } from '@/lib/order-context';
import { primaryButton } from '@/styles/buttons';
import { media } from '@/styles/media';

type Props = { quotePage: boolean; onOrderNow: () => void };

export function HeaderActions({ quotePage, onOrderNow }: Props) {
  const { numberOfItemsInCart } = useOrderSummary();
  const offerOrderNow = numberOfItemsInCart === 0 && !quotePage;
  return (
    <>
      {offerOrderNow && <OrderNowButton onClick={onOrderNow} />}
      <CartSummary narrowOnly={offerOrderNow} />
    </>
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

/** `narrowOnly`: Order Now takes its place on wide viewports. */
export function CartSummary({ narrowOnly = false }: { narrowOnly?: boolean }) {
  const { locale, t } = useMarket();
  const { orderPrice, currency, numberOfItemsInCart } = useOrderSummary();
  const items = t.count('shell.cart.items', numberOfItemsInCart);
  const total = orderPrice && currency ? formatMoney(orderPrice, locale, currency) : null;
  return (
    <Cart href="/cart" $narrowOnly={narrowOnly} data-cart-summary="">
      <CartIcon aria-hidden="true" />
      <CartText>
        <CartLabel>{t('shell.cart.label')}</CartLabel>
        {total && <strong>{total}</strong>} <span>{items}</span>
      </CartText>
    </Cart>
  );
}

const OrderNow = styled.button`
  ${primaryButton}
  ${media.below('navigation')} {
    display: none;
  }
`;

const Cart = styled(MarketLink)<{ $narrowOnly: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.cream};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.mustard};
  }
  strong {
    margin-right: ${({ theme }) => theme.space.xs};
  }
  ${({ $narrowOnly }) => ($narrowOnly ? `${media.above('navigation')} { display: none; }` : '')}
`;

/** Below the navigation breakpoint it never wraps; on phones the label, the total and the count stack, one per line. */
const CartText = styled.span`
  ${media.below('navigation')} {
    white-space: nowrap;
  }
  ${media.below('mobile')} {
    display: flex;
    flex-direction: column;
    font-size: 0.875rem;
    line-height: 1.25;
  }
`;

const CartLabel = styled.span`
  display: block;
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const CartIcon = styled.span`
  position: relative;
  width: 24px;
  height: 20px;
  border: 2px solid currentColor;
  border-top-width: 6px;
  border-radius: 2px 2px 6px 6px;
`;
