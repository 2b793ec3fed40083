/**
 * The order a checkout page shows and changes. Each change is one API call whose answer
 * replaces the order (totals are always the API's), and the header's cart summary follows it.
 * A refusal keeps the order as it was and gives the API's message in the diner's language.
 */
import { useCallback, useState } from 'react';
import type { Order } from '@/lib/api/ordering-view';
import type { ApiContext } from '@/lib/api/client';
import { failureTextOr } from '@/lib/api/failure-text';
import type { OrderAccess } from '@/lib/api/checkout';
import { orderSummaryOf, toCheckoutOrder, type CheckoutOrder } from '@/lib/api/checkout-view';
import { useOrderSummary } from '@/lib/order-context';
import { readOrderToken } from '@/lib/order-token';
import { useMarket } from '@/lib/use-market';

export type OrderCall = (ctx: ApiContext, access: OrderAccess) => Promise<Order>;

/** The guest's order access in the browser: the order shown, with the token cookie. */
export function browserAccess(orderId: string): OrderAccess {
  return { orderId, orderToken: readOrderToken() };
}

/**
 * The text of a failed call: the API's message (translated when known), else `fallback`. The
 * translation tables load when a call has failed (lib/api/failure-text.ts): await it before
 * showing the failure, the form still busy.
 */
export function useFailureText() {
  const { t, locale } = useMarket();
  return useCallback((error: unknown, fallback: string) => failureTextOr(t, error, fallback, { locale }), [t, locale]);
}

export function useOrderState(initial: CheckoutOrder) {
  const { locale, t } = useMarket();
  const { setOrderSummary } = useOrderSummary();
  const failureText = useFailureText();
  const [order, setOrder] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = useCallback(
    /** `onFailure`: shows the refusal where it belongs (beside a field) instead of above the cart. */
    async (call: OrderCall, fallback = t('checkout.error.somethingWentWrong'), onFailure?: (text: string) => void): Promise<CheckoutOrder | null> => {
      setPending(true);
      setError(null);
      try {
        const next = toCheckoutOrder(await call({ locale }, browserAccess(order.id)));
        setOrder(next);
        setOrderSummary(orderSummaryOf(next));
        return next;
      } catch (failure) {
        const text = await failureText(failure, fallback);
        if (onFailure) onFailure(text);
        else setError(text);
        return null;
      } finally {
        setPending(false);
      }
    },
    [locale, order.id, setOrderSummary, failureText, t],
  );

  return { order, pending, error, apply, clearError: () => setError(null) };
}
