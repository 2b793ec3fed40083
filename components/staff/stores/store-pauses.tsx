/**
 * The store page's "Online orders" card: per handoff the store offers, whether it takes orders or
 * until when it is paused, with buttons to pause it for 15, 30 or 60 minutes or until resumed,
 * and to resume. Each step is audited by the API.
 */
import { useState } from 'react';
import { formatClock } from '@/domain/clock-text';
import { slotClock } from '@/domain/ordering/timeslots';
import { pauseStoreHandoff, resumeStoreHandoff, type PauseMinutes, type StorePauses as Pauses } from '@/lib/api/staff-pauses';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { StoreNotice } from './store-notice';
import { useStoreAction } from './use-store-action';
import styles from './stores.module.css';

const CHOICES: { minutes: PauseMinutes; key: 'storePause.staff.pause15' | 'storePause.staff.pause30' | 'storePause.staff.pause60' | 'storePause.staff.pauseUntilResumed' }[] = [
  { minutes: 15, key: 'storePause.staff.pause15' },
  { minutes: 30, key: 'storePause.staff.pause30' },
  { minutes: 60, key: 'storePause.staff.pause60' },
  { minutes: null, key: 'storePause.staff.pauseUntilResumed' },
];

export function StorePauses({ initial }: { initial: Pauses }) {
  const { locale, t } = useMarket();
  const [pauses, setPauses] = useState(initial);
  const { notice, busy, run, ctx } = useStoreAction();
  const storeId = pauses.store.id;
  const stateOf = (handoff: Pauses['handoffs'][number]) => {
    if (!handoff.paused) return t('storePause.staff.taking');
    if (handoff.until === null) return t('storePause.staff.pausedUntilResumed');
    return t('storePause.staff.pausedUntil', { time: formatClock(slotClock(Date.parse(handoff.until), pauses.store.timeZone).label, locale) });
  };
  const apply = async (call: () => Promise<Pauses>, handoffId: number) => {
    const saved = await run(call, (result) => {
      const handoff = result.handoffs.find((candidate) => candidate.handoffId === handoffId);
      return `${t(`handoffs.label.${handoffId}` as 'handoffs.label.2')}: ${handoff ? stateOf(handoff) : ''}`;
    });
    if (saved) setPauses(saved);
  };

  return (
    <section aria-labelledby="store-pauses">
      <h2 id="store-pauses">{t('storePause.staff.title')}</h2>
      <p>{t('storePause.staff.intro')}</p>
      <StoreNotice notice={notice} />
      {pauses.handoffs.map((handoff) => {
        const name = t(`handoffs.label.${handoff.handoffId}` as 'handoffs.label.2');
        return (
          <Group key={handoff.handoffId} role="group" aria-label={t('storePause.staff.handoffGroup', { handoff: name })}>
            <p>
              <strong>{name}</strong>: {stateOf(handoff)}
            </p>
            {CHOICES.map((choice) => (
              <button key={choice.key} type="button" disabled={busy} onClick={() => void apply(() => pauseStoreHandoff(ctx(), storeId, handoff.handoffId, choice.minutes), handoff.handoffId)}>
                {t(choice.key)}
              </button>
            ))}
            {handoff.paused && (
              <button type="button" disabled={busy} onClick={() => void apply(() => resumeStoreHandoff(ctx(), storeId, handoff.handoffId), handoff.handoffId)}>
                {t('storePause.staff.resume')}
              </button>
            )}
          </Group>
        );
      })}
    </section>
  );
}

const Group = classed('div', styles.pauseGroup);
