/**
 * A day's open intervals as time fields: each interval's opening and closing times, a button to
 * remove it, and one to add another (up to the rules' limit). A closing time before the opening
 * time ends after midnight, as the hint says.
 */
import { formatClock } from '@/domain/hours';
import { MAX_INTERVALS_PER_DAY } from '@/domain/staff/staff-hours';
import type { HoursInterval } from '@/lib/api/staff-hours';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import { intervalText } from './hours-text';
import styles from './hours.module.css';

type Props = {
  /** Unique among the page's editors: the fields' ids start with it. */
  id: string;
  intervals: HoursInterval[];
  onChange: (intervals: HoursInterval[]) => void;
  /** The first interval a day gets when one is added. */
  fresh?: HoursInterval;
};

const FIRST: HoursInterval = { opened: '11:00', closed: '21:00' };

export function IntervalsEditor({ id, intervals, onChange, fresh = FIRST }: Props) {
  const { locale, t } = useMarket();
  const clock = (time: string) => (time ? formatClock(time, locale) : time);
  const change = (index: number, part: keyof HoursInterval, value: string) =>
    onChange(intervals.map((interval, at) => (at === index ? { ...interval, [part]: value } : interval)));
  const handleAdd = () => {
    const last = intervals[intervals.length - 1];
    onChange([...intervals, last ? { opened: last.closed, closed: last.closed } : fresh]);
  };

  return (
    <>
      {intervals.map((interval, index) => (
        <Interval key={index}>
          <label htmlFor={`${id}-${index}-opened`}>
            {t('staffHours.week.opens')}
            <input id={`${id}-${index}-opened`} type="time" step={60} value={interval.opened} onChange={(event) => change(index, 'opened', event.target.value)} />
          </label>
          <label htmlFor={`${id}-${index}-closed`}>
            {t('staffHours.week.closes')}
            <input id={`${id}-${index}-closed`} type="time" step={60} value={interval.closed} onChange={(event) => change(index, 'closed', event.target.value)} />
          </label>
          <ConsoleButton type="button" onClick={() => onChange(intervals.filter((_, at) => at !== index))}>
            {t('staffHours.week.removeInterval', { opens: clock(interval.opened), closes: clock(interval.closed) })}
          </ConsoleButton>
        </Interval>
      ))}
      {intervals.length < MAX_INTERVALS_PER_DAY && (
        <div>
          <ConsoleButton type="button" onClick={handleAdd}>
            {t('staffHours.week.addInterval')}
          </ConsoleButton>
        </div>
      )}
      {intervals.length > 0 && <Hint>{intervals.map((interval) => intervalText(interval, locale, t)).join(t('store.intervalSeparator'))}</Hint>}
    </>
  );
}

const Interval = classed('div', styles.interval);
const Hint = classed('p', styles.hint);
