/**
 * The one-button payments: PayPal (create, then the sandbox approve page, which returns to
 * /checkout/paypal-return; PayPal's own SDK buttons when PayPal is for real) and Free, which
 * settles an order whose total is zero.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { localizedPath } from '@/domain/markets';
import type { PaymentState } from '@/lib/api/checkout-view';
import { payFree, startPayPal } from '@/lib/api/checkout';
import { navigation } from '@/lib/api/navigation';
import { useMarket } from '@/lib/use-market';
import { PrimaryButton } from '@/components/checkout/layout';
import { browserAccess, useFailureText } from '@/components/checkout/use-order-state';
import { createAttemptKeys, isUnanswered } from './attempt-keys';
import { ErrorAlert } from './error-alert';
import { paymentAccessOf, quotePartOf, type QuotePaymentTarget } from './payment-target';

// PayPal's SDK buttons (with PayPal's script loader) are a chunk of their own, fetched only when
// PayPal is for real and the diner has chosen PayPal; the sandbox's button needs none of it.
const PayPalSdkButtons = lazy(() => import('./paypal-sdk-buttons').then((module) => ({ default: module.PayPalSdkButtons })));

function useOneButton() {
  const { t } = useMarket();
  const failureText = useFailureText();
  const keys = useRef(createAttemptKeys()).current;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: (key: string) => Promise<void>, body: unknown) => {
    setBusy(true);
    setError(null);
    try {
      await call(keys.keyFor(body));
      keys.settle();
    } catch (failure) {
      if (!isUnanswered(failure)) keys.settle();
      setError(await failureText(failure, t('checkout.error.somethingWentWrong')));
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/**
 * `returnPath` / `cancelPath`: where PayPal sends the diner back (unprefixed storefront paths,
 * a query allowed); the checkout's by default. `quote`: paying a catering quote's order.
 */
type PayPalProps = { orderId: string; returnPath?: string; cancelPath?: string; quote?: QuotePaymentTarget; sdk?: PayPalSdkSettings | null };
/** PayPal for real: its SDK buttons, loaded with the client id, paying in the order's currency; the paid state goes to `onState`. */
export type PayPalSdkSettings = { clientId: string; currency: string; onState: (state: PaymentState) => void };

export function PayPalButton({ orderId, returnPath = '/checkout/paypal-return', cancelPath = '/checkout/payment', quote, sdk = null }: PayPalProps) {
  const { locale, t } = useMarket();
  const { busy, error, run } = useOneButton();
  const addresses = { returnPath: localizedPath(locale, returnPath), cancelPath: localizedPath(locale, cancelPath) };
  const body = { ...addresses, ...quotePartOf(quote) };
  if (sdk) {
    const { clientId, currency, onState } = sdk;
    return (
      <Suspense fallback={null}>
        <PayPalSdkButtons clientId={clientId} currency={currency} orderId={orderId} start={addresses} quote={quote} onState={onState} />
      </Suspense>
    );
  }
  const handleClick = () =>
    run(async (key) => {
      const { approveUrl } = await startPayPal({ locale }, paymentAccessOf(orderId, quote), body, key);
      navigation.navigate(approveUrl);
    }, body);
  return (
    <div>
      <ErrorAlert message={error} />
      <p>{t('checkout.payment.paypalIntro')}</p>
      <PrimaryButton type="button" disabled={busy} onClick={() => void handleClick()}>
        {t('checkout.payment.payWithPaypal')}
      </PrimaryButton>
    </div>
  );
}

export function FreeOrderButton({ orderId, onState }: { orderId: string; onState: (state: PaymentState) => void }) {
  const { locale, t } = useMarket();
  const { busy, error, run } = useOneButton();
  const handleClick = () => run(async (key) => onState(await payFree({ locale }, browserAccess(orderId), key)), { free: orderId });
  return (
    <div>
      <ErrorAlert message={error} />
      <p>{t('checkout.payment.freeIntro')}</p>
      <PrimaryButton type="button" disabled={busy} onClick={() => void handleClick()}>
        {t('checkout.payment.placeOrder')}
      </PrimaryButton>
    </div>
  );
}
