/**
 * Once the courier network cancelled a delivery, the diner's choice on the order page: a full
 * refund, or picking the order up at the restaurant (the delivery fee refunded), with the
 * restaurant's number for questions. Once chosen, the
 * outcome replaces the buttons (with the pickup time for a carryout); a refused choice says why.
 */
import { useState } from 'react';
import type { DeliveryChoice } from '@/domain/dispatch/choices';
import { formatInstantClock } from '@/domain/clock-format';
import { PrimaryButton, SecondaryButton } from '@/components/checkout/layout';
import { ErrorAlert } from '@/components/payment/error-alert';
import { chooseInsteadOfCourier, type CourierDelivery } from '@/lib/api/courier';
import { failureText } from '@/lib/api/failure-text';
import { readOrderToken } from '@/lib/order-token';
import { useMarket } from '@/lib/use-market';

type Props = { courier: Pick<CourierDelivery, 'orderId' | 'choice' | 'pickupAt'>; timeZone: string; storePhone: string };

export function CourierChoice({ courier, timeZone, storePhone }: Props) {
  const { locale, t } = useMarket();
  const [chosen, setChosen] = useState<Pick<CourierDelivery, 'choice' | 'pickupAt'>>(courier);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function handleChoose(choice: DeliveryChoice) {
    setPending(true);
    setProblem(null);
    try {
      const answer = await chooseInsteadOfCourier({ locale }, { orderId: courier.orderId, orderToken: readOrderToken() }, choice);
      setChosen(answer);
    } catch (error) {
      setProblem(await failureText(t, error));
    } finally {
      setPending(false);
    }
  }

  if (chosen.choice === 'refund') return <Said>{t('courier.chosen.refund')}</Said>;
  if (chosen.choice === 'carryout') {
    return <Said>{t('courier.chosen.carryout', { time: chosen.pickupAt ? formatInstantClock(chosen.pickupAt, timeZone, locale) : '' })}</Said>;
  }
  return (
    <>
      <Said>{t('courier.stage.cancelled', { phone: storePhone })}</Said>
      <ErrorAlert message={problem} />
      <p>
        <PrimaryButton type="button" disabled={pending} onClick={() => void handleChoose('carryout')}>
          {t('courier.choice.carryout')}
        </PrimaryButton>{' '}
        <SecondaryButton type="button" disabled={pending} onClick={() => void handleChoose('refund')}>
          {t('courier.choice.refund')}
        </SecondaryButton>
      </p>
    </>
  );
}

function Said({ children }: { children: string }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true">
      {children}
    </p>
  );
}
