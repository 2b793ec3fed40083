/**
 * Apple Pay and Google Pay buttons, each shown only once the browser said it can pay that way
 * (lib/payments/payment-request); with no wallet nothing renders. A press opens the wallet's
 * sheet for the amount due, sends its payment data to the API and closes the sheet with the
 * API's outcome. Retries of an unanswered send reuse the attempt's Idempotency-Key.
 */
import { useEffect, useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import type { Wallet } from '@/domain/payments/wallets';
import { payByWallet } from '@/lib/api/checkout';
import type { PaymentState } from '@/lib/api/checkout-view';
import { availableWallets, requestWalletPayment, type WalletCharge } from '@/lib/payments/payment-request';
import { useMarket } from '@/lib/use-market';
import { PrimaryButton } from '@/components/checkout/layout';
import { browserAccess, useFailureText } from '@/components/checkout/use-order-state';
import { createAttemptKeys, isUnanswered } from './attempt-keys';
import { ErrorAlert } from './error-alert';
import styles from './wallet-buttons.module.css';

type Props = { orderId: string; charge: WalletCharge; onState: (state: PaymentState) => void };

export function WalletButtons({ orderId, charge, onState }: Props) {
  const { locale, t } = useMarket();
  const failureText = useFailureText();
  const keys = useRef(createAttemptKeys()).current;
  const [wallets, setWallets] = useState<Wallet[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { total, currency, label, countryCode, merchantName } = charge;

  useEffect(() => {
    let live = true;
    void availableWallets({ total, currency, label, countryCode, merchantName }).then((found) => {
      if (live) setWallets(found);
    });
    return () => {
      live = false;
    };
  }, [total, currency, label, countryCode, merchantName]);

  if (wallets.length === 0) return null;

  const pay = async (wallet: Wallet) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const answer = await requestWalletPayment(wallet, charge);
      if (!answer) {
        setNotice(t('wallets.cancelled'));
        setBusy(false);
        return;
      }
      const body = { wallet, paymentData: answer.paymentData };
      try {
        const state = await payByWallet({ locale }, browserAccess(orderId), body, keys.keyFor(body));
        keys.settle();
        await answer.complete('success');
        setBusy(false);
        onState(state);
      } catch (failure) {
        if (!isUnanswered(failure)) keys.settle();
        await answer.complete('fail');
        throw failure;
      }
    } catch (failure) {
      setError(await failureText(failure, t('checkout.error.somethingWentWrong')));
      setBusy(false);
    }
  };

  return (
    <Wallets aria-label={t('wallets.or')}>
      <p>{t('wallets.or')}</p>
      <ErrorAlert message={error} />
      {notice && <p role="status">{notice}</p>}
      {busy && <p role="status">{t('wallets.paying')}</p>}
      {wallets.map((wallet) => (
        <PrimaryButton key={wallet} type="button" disabled={busy} onClick={() => void pay(wallet)}>
          {t(`wallets.pay.${wallet}`)}
        </PrimaryButton>
      ))}
    </Wallets>
  );
}

const Wallets = classed('section', styles.wallets);
