/**
 * The thank-you page's part of in-store handoffs: a dine-in order's table, a drive-thru
 * order's reminder to give the order number at the window, and a curbside order's vehicle,
 * where to park and the "I'm here" button (on the order's day, once).
 */
import { useState } from 'react';
import { PrimaryButton, Section } from '@/components/checkout/layout';
import { browserAccess } from '@/components/checkout/use-order-state';
import { HANDOFF } from '@/domain/ordering/handoffs';
import { failureText } from '@/lib/api/failure-text';
import { announceArrival } from '@/lib/api/handoffs';
import type { InStoreView } from '@/lib/page-loaders/in-store';
import { useMarket } from '@/lib/use-market';

/** `orderDay` and `today`: local dates in the store's time zone, decided when the page was served. */

type Props = { orderId: string; number: string; inStore: InStoreView; finished: boolean };

export function InStoreSummary({ orderId, number, inStore, finished }: Props) {
  const { t } = useMarket();
  const { details } = inStore;
  return (
    <Section aria-labelledby="summary-in-store">
      <h2 id="summary-in-store">{t(`handoffs.label.${inStore.handoffId}` as 'handoffs.label.4')}</h2>
      {inStore.handoffId === HANDOFF.dineIn && details.tableNumber !== null && <p>{t('handoffs.table.value', { table: String(details.tableNumber) })}</p>}
      {inStore.handoffId === HANDOFF.driveThrough && (
        <p>
          <strong>{t('handoffs.window', { number })}</strong>
        </p>
      )}
      {inStore.handoffId === HANDOFF.curbside && (
        <>
          {details.vehicle && (
            <p>
              {t('handoffs.vehicle.title')}: {t('handoffs.vehicle.line', { make: details.vehicle.make, model: details.vehicle.model, colour: details.vehicle.colour })}
              {details.vehicle.plate ? ` · ${details.vehicle.plate}` : ''}
            </p>
          )}
          {details.instructions && <p>{t('handoffs.park', { instructions: details.instructions })}</p>}
          {!finished && <ArriveButton orderId={orderId} inStore={inStore} />}
        </>
      )}
    </Section>
  );
}

function ArriveButton({ orderId, inStore }: { orderId: string; inStore: InStoreView }) {
  const { locale, t } = useMarket();
  const [arrivedAt, setArrivedAt] = useState(inStore.details.arrivedAt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (arrivedAt) return <p role="status">{t('handoffs.arrive.done')}</p>;
  if (inStore.today < inStore.orderDay) return <p>{t('handoffs.arrive.notYet', { date: inStore.orderDay })}</p>;
  if (inStore.today > inStore.orderDay) return null;

  const handleArrive = async () => {
    setBusy(true);
    setError(null);
    try {
      const details = await announceArrival({ locale }, browserAccess(orderId));
      setArrivedAt(details.arrivedAt ?? new Date().toISOString());
    } catch (failure) {
      setError(await failureText(t, failure, { locale }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div aria-live="polite">
      <p>{t('handoffs.arrive.hint')}</p>
      <PrimaryButton type="button" onClick={() => void handleArrive()} disabled={busy} aria-busy={busy}>
        {busy ? t('handoffs.arrive.sending') : t('handoffs.arrive.button')}
      </PrimaryButton>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
