/**
 * The store's weekly hours, Monday to Sunday: each day's intervals (split shifts; none = closed
 * all day), or by appointment only. The hours rules are checked before saving; the first problem
 * is said above the Save button, and focus moves to it.
 */
import { useRef, useState } from 'react';
import { WEEKDAYS } from '@/domain/hours';
import { weekProblems } from '@/domain/staff/staff-hours';
import type { HoursDay } from '@/lib/api/staff-hours';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import { problemText } from './hours-text';
import { IntervalsEditor } from './intervals-editor';
import styles from './hours.module.css';

type Props = { week: HoursDay[]; busy: boolean; onSave: (week: HoursDay[]) => Promise<boolean> };

export function WeekForm({ week: saved, busy, onSave }: Props) {
  const { locale, t } = useMarket();
  const [week, setWeek] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const changeDay = (weekday: number, change: Partial<HoursDay>) => setWeek(week.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)));

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const [first] = weekProblems(week);
    if (first) {
      setProblem(problemText(t, first, locale));
      requestAnimationFrame(() => problemRef.current?.focus());
      return;
    }
    setProblem(null);
    await onSave(week);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="staff-hours-week-title">
      <h2 id="staff-hours-week-title">{t('staffHours.week.title')}</h2>
      <Hint>{t('staffHours.week.nightHint')}</Hint>
      {week.map((day) => {
        const name = t.dynamic(`day.${WEEKDAYS[day.weekday - 1]}`, String(day.weekday));
        return (
          <Day key={day.weekday}>
            <legend>{name}</legend>
            <Choice>
              <input
                id={`staff-hours-appointment-${day.weekday}`}
                type="checkbox"
                checked={day.byAppointmentOnly}
                onChange={(event) => changeDay(day.weekday, { byAppointmentOnly: event.target.checked })}
              />
              <label htmlFor={`staff-hours-appointment-${day.weekday}`}>{t('staffHours.week.appointment')}</label>
            </Choice>
            {!day.byAppointmentOnly && (
              <div role="group" aria-label={t('staffHours.week.dayIntervals', { day: name })}>
                {day.intervals.length === 0 && <p>{t('staffHours.week.closedDay')}</p>}
                <IntervalsEditor id={`staff-hours-day-${day.weekday}`} intervals={day.intervals} onChange={(intervals) => changeDay(day.weekday, { intervals })} />
              </div>
            )}
          </Day>
        );
      })}
      {problem && (
        <Problem role="alert" tabIndex={-1} ref={problemRef}>
          {problem}
        </Problem>
      )}
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {t('staffHours.week.save')}
        </ConsoleButton>
      </Buttons>
    </form>
  );
}

const Day = classed('fieldset', styles.day);
const Choice = classed('p', styles.choice);
const Hint = classed('p', styles.hint);
const Problem = classed('p', styles.problem);
const Buttons = classed('div', styles.buttons);
