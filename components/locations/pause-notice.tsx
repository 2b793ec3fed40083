/**
 * A store's pause of online orders, as diners read it: "Carryout: Not taking orders until 6:30 PM"
 * (the store's clock, written the diner's way), or for the rest of today, and that a later time
 * may still be scheduled. On a page for one handoff, only that handoff's pause shows. The store's
 * clock comes read already (lib/store-pauses.ts), so the notice carries no time-zone rules.
 */
import { formatClock } from '@/domain/clock-text';
import { classed } from '@/lib/classed';
import type { StorePauseView } from '@/lib/store-pauses';
import { useMarket } from '@/lib/use-market';
import styles from './ordering-notice.module.css';

type Props = { pauses?: readonly StorePauseView[]; handoffId?: number };

export function PauseNotice({ pauses = [], handoffId }: Props) {
  const { locale, t } = useMarket();
  const shown = handoffId === undefined ? pauses : pauses.filter((pause) => pause.handoffId === handoffId);
  if (shown.length === 0) return null;
  const textOf = (pause: StorePauseView) =>
    pause.untilClock === null ? t('storePause.notTakingToday') : t('storePause.notTakingUntil', { time: formatClock(pause.untilClock, locale) });
  return (
    <Notice role="status">
      {shown.map((pause) => (
        <span key={pause.handoffId}>
          {handoffId === undefined && <>{t(`handoffs.label.${pause.handoffId}` as 'handoffs.label.2')}: </>}
          {textOf(pause)}.{' '}
        </span>
      ))}
      {t('storePause.scheduleLater')}
    </Notice>
  );
}

const Notice = classed('p', styles.notice);
