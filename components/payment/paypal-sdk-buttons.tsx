/**
 * PayPal's own buttons, through PayPal's JS SDK (loaded from PayPal with the storefront's client
 * id by `@paypal/paypal-js`), when PayPal is for real. `createOrder` starts the payment with our
 * API, which creates the order at PayPal and answers its id; once the diner approves in PayPal's
 * window, `onApprove` captures it through our API and hands the payment state on. A diner who
 * closes PayPal's window, or an error, gets a message saying what to do; nothing was charged.
 * The SDK takes the page's CSP nonce, so its own styles and scripts run under the payment page's
 * policy (lib/security/csp.ts allows PayPal's hosts there).
 */
import { loadScript, type PayPalButtonsComponent } from '@paypal/paypal-js';
import { useEffect, useRef, useState } from 'react';
import type { PaymentState } from '@/lib/api/checkout-view';
import { capturePayPal, startPayPal } from '@/lib/api/checkout';
import { useMarket } from '@/lib/use-market';
import { useFailureText } from '@/components/checkout/use-order-state';
import { createAttemptKeys, isUnanswered } from './attempt-keys';
import { ErrorAlert } from './error-alert';
import { paymentAccessOf, quotePartOf, type QuotePaymentTarget } from './payment-target';

type Props = {
  clientId: string;
  orderId: string;
  currency: string;
  /** What the start route is sent besides the quote part: PayPal's return and cancel addresses. */
  start: { returnPath: string; cancelPath: string };
  quote?: QuotePaymentTarget;
  onState: (state: PaymentState) => void;
};

type Status = 'loading' | 'ready' | 'unavailable';

/** The nonce the page's scripts carry (the browser hides it from attributes, not from the property). */
function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || undefined;
}

export function PayPalSdkButtons({ clientId, orderId, currency, start, quote, onState }: Props) {
  const { locale, t } = useMarket();
  const failureText = useFailureText();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState<string | null>(null);
  const keys = useRef(createAttemptKeys()).current;
  /** Whether our API's own answer was shown already, which PayPal's onError must not replace. */
  const explained = useRef(false);
  // The latest props for PayPal's callbacks, which are handed over once, when the buttons render.
  const latest = useRef({ locale, start, quote, onState, failureText, t });
  latest.current = { locale, start, quote, onState, failureText, t };

  useEffect(() => {
    let closed = false;
    let buttons: PayPalButtonsComponent | undefined;
    const access = () => paymentAccessOf(orderId, latest.current.quote);
    const nonce = pageNonce();
    loadScript({ clientId, currency, intent: 'capture', components: 'buttons', ...(nonce ? { dataCspNonce: nonce } : {}) })
      .then(async (paypal) => {
        if (closed || !container.current) return;
        if (!paypal?.Buttons) throw new Error('The PayPal SDK has no buttons');
        buttons = paypal.Buttons({
          createOrder: async () => {
            setError(null);
            explained.current = false;
            const { locale: current, start: addresses, quote: target } = latest.current;
            const body = { ...addresses, ...quotePartOf(target) };
            try {
              const started = await startPayPal({ locale: current }, access(), body, keys.keyFor(body));
              keys.settle();
              return started.paypalOrderId;
            } catch (failure) {
              if (!isUnanswered(failure)) keys.settle();
              explained.current = true;
              setError(await latest.current.failureText(failure, latest.current.t('checkout.payment.paypalFailed')));
              throw failure;
            }
          },
          onApprove: async (data) => {
            const { locale: current, quote: target } = latest.current;
            try {
              const body = { token: data.orderID, payerId: data.payerID ?? '', ...quotePartOf(target) };
              const state = await capturePayPal({ locale: current }, access(), body, `paypal-capture-${data.orderID}`);
              latest.current.onState(state);
            } catch (failure) {
              setError(await latest.current.failureText(failure, latest.current.t('checkout.payment.paypalFailed')));
            }
          },
          onCancel: () => setError(latest.current.t('checkout.payment.paypalCancelled')),
          onError: () => {
            if (!explained.current) setError(latest.current.t('checkout.payment.paypalFailed'));
          },
        });
        await buttons.render(container.current);
        if (!closed) setStatus('ready');
      })
      .catch(() => {
        if (!closed) setStatus('unavailable');
      });
    return () => {
      closed = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [clientId, currency, orderId, keys]);

  return (
    <div>
      <ErrorAlert message={status === 'unavailable' ? t('checkout.payment.paypalUnavailable') : error} />
      <div ref={container} aria-busy={status === 'loading'} />
    </div>
  );
}
