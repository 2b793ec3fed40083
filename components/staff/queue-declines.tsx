/** The cards declined on an order before it was paid, each with the bank's reason: staff may tell the diner, the checkout never does. */
import type { StaffQueueOrder } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';

type Props = { declines: NonNullable<StaffQueueOrder['declines']> };

export function QueueDeclines({ declines }: Props) {
  const { t } = useMarket();
  if (declines.length === 0) return null;
  return (
    <p>
      {t('staff.order.declines', { count: declines.length })}{' '}
      {declines
        .map((decline) => `${t.dynamic(`staff.decline.method.${decline.method}`, decline.method)}: ${t.dynamic(`staff.decline.reason.${decline.reason}`, decline.reason)}`)
        .join(' · ')}
    </p>
  );
}
