/**
 * /cart: the order's lines with their options, quantity changes and removal (each one an API
 * call whose answer replaces the cart), the cart rules the order breaks, and the totals the API
 * priced, with the checkout bar (fixed to the bottom of phones) showing the total and the item
 * count. Checkout stays disabled while a rule is broken or a line's item has left the menu (said
 * above the lines as the cart loads). A get-a-quote cart leads to the quote
 * request instead of checkout.
 */
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { inStoreAt } from '@/components/checkout/handoff-label';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { OrderTotals } from '@/components/order-summary/order-totals';
import { changeOrderItem, removeOrderItem } from '@/lib/api/checkout';
import type { CheckoutOrder, OrderLine } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import { Aside, Columns, Muted, StepTitle } from '@/components/checkout/layout';
import { useOrderState } from '@/components/checkout/use-order-state';
import { CartRewardOffer } from '@/components/loyalty/cart-reward-offer';
import { CartLine } from './cart-line';
import { CheckoutBar } from './checkout-bar';
import { CouponPanel, usableSuggestion } from './coupon-panel';
import type { WalletSuggestion } from '@/lib/api/coupons';
import { EmptyCart } from './empty-cart';
import { ErrorNotice, VIOLATIONS_ID, ViolationsNotice } from './violations-notice';
import styles from './cart-template.module.css';

/** `coupons`: what the coupon panel starts from (the stored code, the wallet suggestion). */
export type CartCoupons = { rememberedCode: string; suggestion: WalletSuggestion | null; signedIn: boolean };

const NO_COUPONS: CartCoupons = { rememberedCode: '', suggestion: null, signedIn: false };

export function CartTemplate({ order: initial, coupons = NO_COUPONS }: { order: CheckoutOrder | null; coupons?: CartCoupons }) {
  const { t } = useMarket();
  if (!initial || initial.lines.length === 0) return <EmptyCart />;
  return (
    <Container>
      <StepTitle>{t('checkout.cart.title')}</StepTitle>
      <CartContent initial={initial} coupons={coupons} />
    </Container>
  );
}

function CartContent({ initial, coupons }: { initial: CheckoutOrder; coupons: CartCoupons }) {
  const { t } = useMarket();
  const { order, pending, error, apply } = useOrderState(initial);
  // The reward waiting under the stored key is left to the wallet suggestion when that shows the same reward.
  const [suggested, setSuggested] = useState(() => usableSuggestion(coupons.suggestion));
  const [usedRewardIds, setUsedRewardIds] = useState<string[]>([]);
  if (order.lines.length === 0) return <EmptyCart embedded />;

  const handleQuantity = (line: OrderLine, quantity: number) =>
    apply((ctx, access) => changeOrderItem(ctx, access, line.id, { quantity }));
  const handleRemove = (line: OrderLine) =>
    apply((ctx, access) => removeOrderItem(ctx, access, line.id), t('checkout.error.couldNotRemoveItem'));
  const offMenu = order.lines.filter((line) => line.offMenu);
  const blocked = order.violations.length > 0 || offMenu.length > 0;
  // A get-a-quote cart asks the store for an estimate instead of going to payment.
  const next = order.quote ? { href: '/checkout/quote', label: t('checkout.cart.requestQuote') } : { href: '/checkout', label: t('checkout.cart.checkout') };

  return (
    <WithBar>
      <Columns>
        <div>
          <Muted>{inStoreAt(t, order.handoffId, order.store.title) ?? t(order.handoff === 'delivery' ? 'checkout.cart.deliveryFrom' : 'checkout.cart.pickupAt', { store: order.store.title })}</Muted>
          {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
          {offMenu.length > 0 && (
            <ErrorNotice role="alert" id={OFF_MENU_ID}>
              {offMenu.map((line) => t('checkout.cart.offMenu', { item: line.title })).join(' ')}
            </ErrorNotice>
          )}
          <ViolationsNotice violations={order.violations} currency={order.currency} />
          <CartRewardOffer
            pending={pending}
            lines={order.lines}
            apply={apply}
            suggestedRewardId={order.quote ? null : (suggested?.rewardId ?? null)}
            usedRewardIds={usedRewardIds}
          />
          <Lines aria-label={t('checkout.cart.linesLabel')} aria-busy={pending}>
            {order.lines.map((line) => (
              <CartLine key={line.id} line={line} currency={order.currency} disabled={pending} onQuantity={handleQuantity} onRemove={handleRemove} />
            ))}
          </Lines>
          <MarketLink href={order.menuPath}>{t('checkout.cart.addMore')}</MarketLink>
        </div>
        <Aside aria-label={t('checkout.summary.title')}>
          {!order.quote && (
            <CouponPanel
              order={order}
              pending={pending}
              apply={apply}
              {...coupons}
              onSuggestion={setSuggested}
              onRewardUsed={(rewardId) => setUsedRewardIds((ids) => [...ids, rewardId])}
            />
          )}
          <OrderTotals totals={order.totals} currency={order.currency} handoff={order.handoff} title={t('checkout.summary.title')} />
          <CheckoutBar
            next={next}
            total={order.quote ? null : order.totals.total}
            currency={order.currency}
            itemCount={order.itemCount}
            disabled={blocked || pending}
            describedBy={order.violations.length > 0 ? VIOLATIONS_ID : offMenu.length > 0 ? OFF_MENU_ID : undefined}
          />
          {order.quote && <Muted>{t('checkout.cart.quoteNote')}</Muted>}
        </Aside>
      </Columns>
    </WithBar>
  );
}

const OFF_MENU_ID = 'cart-off-menu';

const Lines = classed('ul', styles.lines);

const WithBar = classed('div', styles.withBar);
