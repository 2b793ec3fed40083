/** The order page's word when the kitchen runs late: the new ready time, and the apology credit once given. */
import { formatInstantClock } from '@/domain/clock-format';
import type { RunningLate } from '@/lib/api/text-alerts';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import styles from './running-late-notice.module.css';

export function RunningLateNotice({ late, timeZone }: { late: RunningLate; timeZone: string }) {
  const { locale, t } = useMarket();
  if (!late) return null;
  const { credit } = late;
  return (
    <Notice aria-labelledby="running-late-title">
      <h2 id="running-late-title">{t('textAlerts.late.title')}</h2>
      <p>{t('textAlerts.late.newTime', { time: formatInstantClock(late.newReadyAt, timeZone, locale) })}</p>
      {credit?.kind === 'points' && <p>{t('textAlerts.late.points', { points: credit.points })}</p>}
      {credit?.kind === 'coupon' && <p>{t('textAlerts.late.coupon', { percent: credit.percent, code: credit.code })}</p>}
    </Notice>
  );
}

const Notice = classed('section', styles.notice);
