/**
 * A failed courier in the staff queue, as an alert: the courier network refused or cancelled the
 * delivery (its reason, in its words), and what the diner chose instead on their order page.
 */
import type { StaffQueueOrder } from '@/lib/api/staff-view';
import type { MessageKey } from '@/lib/i18n-core';
import { useMarket } from '@/lib/use-market';

type Props = { courier: StaffQueueOrder['courier'] };

const CHOICE_TEXT: Record<'none' | 'refund' | 'carryout', MessageKey> = {
  none: 'courier.staff.waiting',
  refund: 'courier.staff.refund',
  carryout: 'courier.staff.carryout',
};

export function QueueCourier({ courier }: Props) {
  const { t } = useMarket();
  if (!courier) return null;
  return (
    <p role="alert">
      {t('courier.staff.failed')}
      {courier.failure && <> ({courier.failure})</>} · {t(CHOICE_TEXT[courier.choice ?? 'none'])}
    </p>
  );
}
