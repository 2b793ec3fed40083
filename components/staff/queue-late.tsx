/** A late order in the staff queue: the new time the diner was told, and the apology credit the job gave (points or a coupon code). */
import type { StaffQueueOrder } from '@/lib/api/staff-view';
import { formatClock } from '@/domain/clock-text';
import { useMarket } from '@/lib/use-market';

type Props = { late: StaffQueueOrder['late'] };

export function QueueLate({ late }: Props) {
  const { locale, t } = useMarket();
  if (!late) return null;
  const { credit } = late;
  return (
    <p>
      {t('textAlerts.staff.late', { time: formatClock(late.newReadyTime, locale) })}
      {credit?.kind === 'points' && <> · {t('textAlerts.staff.creditPoints', { points: credit.points })}</>}
      {credit?.kind === 'coupon' && <> · {t('textAlerts.staff.creditCoupon', { code: credit.code })}</>}
    </p>
  );
}
