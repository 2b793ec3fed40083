/**
 * What the header knows about the current order: its price in the order's own currency (a
 * Canadian cart shows CAD on every page, US pages included), how many items the cart holds and
 * the ordering step the page is on.
 *
 * Pages seed it from getServerSideProps props `orderSummary` / `orderStep` (so the server
 * renders the right header); client code updates it with setOrderSummary / setCurrentOrderStep
 * after a cart change. A new seed (a navigation to a page that sends one) replaces the state.
 * A page that sends none (a page the same for every visitor) leaves it to the browser: after
 * hydration, and whenever the order cookie changes, the open order's summary is read
 * (lib/visitor.ts); until then the header shows an empty cart.
 * The price is a decimal string from the API, displayed only, never computed.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Currency, LocaleTag } from '@/domain/markets';
import { orderKey } from './visitor-keys';

export type OrderStep = 'start' | 'item' | 'subcategory' | 'cart' | 'checkout' | 'payment' | 'summary';

const ORDER_STEPS: readonly OrderStep[] = ['start', 'item', 'subcategory', 'cart', 'checkout', 'payment', 'summary'];

/** `currency`: the order's, never the page's; null when there is no cart. */
export type OrderSummary = { orderPrice: string | null; currency: Currency | null; numberOfItemsInCart: number };

/** The page props _app reads to seed the context. */
export type OrderPageProps = { orderSummary?: OrderSummary | null; orderStep?: OrderStep | null };

type OrderContextValue = OrderSummary & {
  currentOrderStep: OrderStep | null;
  setOrderSummary: (summary: OrderSummary) => void;
  setCurrentOrderStep: (step: OrderStep | null) => void;
};

export const EMPTY_ORDER_SUMMARY: OrderSummary = { orderPrice: null, currency: null, numberOfItemsInCart: 0 };

const OrderContext = createContext<OrderContextValue>({
  ...EMPTY_ORDER_SUMMARY,
  currentOrderStep: null,
  setOrderSummary: () => undefined,
  setCurrentOrderStep: () => undefined,
});

export function isOrderStep(value: unknown): value is OrderStep {
  return typeof value === 'string' && (ORDER_STEPS as readonly string[]).includes(value);
}

type Props = { orderSummary?: OrderSummary | null; orderStep?: OrderStep | null; locale?: LocaleTag; children: ReactNode };

export function OrderProvider({ orderSummary, orderStep, locale = 'en-us', children }: Props) {
  const [summary, setSummary] = useState<OrderSummary>(orderSummary ?? EMPTY_ORDER_SUMMARY);
  const [step, setStep] = useState<OrderStep | null>(orderStep ?? null);
  const [seed, setSeed] = useState({ orderSummary, orderStep });

  // A navigation brought new seed props: adopt them during render (no flash of stale state).
  if (seed.orderSummary !== orderSummary || seed.orderStep !== orderStep) {
    setSeed({ orderSummary, orderStep });
    if (orderSummary) setSummary(orderSummary);
    setStep(orderStep ?? null);
  }

  // The order the summary was last read or seeded for ('' none yet); runs after every render (a cookie read).
  const readFor = useRef<string>('');
  useEffect(() => {
    const key = orderKey();
    if (orderSummary !== undefined) {
      readFor.current = key;
      return;
    }
    if (!key || readFor.current === key) return;
    readFor.current = key;
    // The API client comes with the first read, not with the page.
    void import('./visitor')
      .then(({ loadVisitorOrder }) => loadVisitorOrder(locale), () => null)
      .then((loaded) => {
        if (loaded && orderKey() === key) setSummary(loaded);
      });
  });

  const setOrderSummary = useCallback((next: OrderSummary) => setSummary(next), []);
  const setCurrentOrderStep = useCallback((next: OrderStep | null) => setStep(next), []);

  const value = useMemo(
    () => ({ ...summary, currentOrderStep: step, setOrderSummary, setCurrentOrderStep }),
    [summary, step, setOrderSummary, setCurrentOrderStep],
  );
  return <OrderContext.Provider value={value}>{children}</OrderContext.Provider>;
}

/** The current order's summary and step, and their setters. */
export function useOrderSummary(): OrderContextValue {
  return useContext(OrderContext);
}
