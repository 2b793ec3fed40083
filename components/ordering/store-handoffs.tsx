/**
 * The ways a finder result's store hands over orders: while it is open, how soon each is ready;
 * while it is closed, the first time each can be scheduled for (never "ready in" beside "Closed").
 */
import { classed } from '@/lib/classed';
import { firstScheduledTime, type OpeningStatus } from '@/domain/ordering/store-opening';
import type { StoreSchedule } from '@/domain/ordering/store-hours';
import { typeParamOfHandoffId, isHandoffId, type HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { useMarket } from '@/lib/use-market';
import { scheduledText } from './opening-text';
import styles from './store-handoffs.module.css';

/** The handoffs a store offers that the finder can start an order for, in the store's order, with their lead times. */
export function offeredHandoffs(store: Pick<StoreMatch, 'handoffs'>): { type: HandoffTypeParam; leadMinutes: number }[] {
  return (store.handoffs ?? []).flatMap((offer) => {
    const type = isHandoffId(offer.handoffId) ? typeParamOfHandoffId(offer.handoffId) : null;
    return type ? [{ type, leadMinutes: offer.leadMinutes }] : [];
  });
}

type Props = { store: StoreMatch; status: OpeningStatus; schedule: StoreSchedule; now: Date };

export function StoreHandoffs({ store, status, schedule, now }: Props) {
  const { locale, t } = useMarket();
  const lines = offeredHandoffs(store).flatMap(({ type, leadMinutes }) => {
    const handoff = t(`ordering.handoff.${type}`);
    if (status.kind === 'open') return [{ type, text: t('handoffs.finder.lead', { handoff, minutes: String(leadMinutes) }) }];
    const first = firstScheduledTime(schedule, leadMinutes, now);
    return first ? [{ type, text: scheduledText(t, locale, handoff, first, store.timeZone) }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <Offers aria-label={t('handoffs.finder.offers')} data-testid="store-handoffs" $scheduled={status.kind !== 'open'}>
      {lines.map(({ type, text }) => (
        <li key={type}>{text}</li>
      ))}
    </Offers>
  );
}

const Offers = classed('ul', styles.offers, { $scheduled: styles.offersScheduled });
