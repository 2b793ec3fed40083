/** A queued order's in-store facts: "Arrived" and the vehicle of a curbside diner, the dine-in table. */
import type { OrderHandoffDetails } from '@/lib/api/handoffs';
import { useMarket } from '@/lib/use-market';

export function QueueHandoffFacts({ details }: { details: OrderHandoffDetails | null }) {
  const { t } = useMarket();
  if (!details) return null;
  const vehicle = details.vehicle;
  return (
    <>
      {details.handoff === 'curbside' && (
        <li>
          <strong data-testid="arrival">{details.arrivedAt ? t('handoffs.staff.arrived', { time: details.arrivedTime ?? '' }) : t('handoffs.staff.waiting')}</strong>
        </li>
      )}
      {vehicle && (
        <li>
          {t('handoffs.vehicle.line', { make: vehicle.make, model: vehicle.model, colour: vehicle.colour })}
          {vehicle.plate ? ` · ${vehicle.plate}` : ''}
        </li>
      )}
      {details.tableNumber !== null && <li>{t('handoffs.table.value', { table: String(details.tableNumber) })}</li>}
    </>
  );
}
