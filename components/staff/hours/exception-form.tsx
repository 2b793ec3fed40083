/**
 * A dated exception to add or change: the date (from the store's today on), closed all day or
 * special hours with their intervals, and an occasion the site names in every language or a
 * short note. The hours rules are checked before saving; the first problem is said above the
 * buttons and takes focus. The form's heading takes focus as it opens.
 */
import { useEffect, useRef, useState } from 'react';
import { EXCEPTION_NOTE_MAX, exceptionProblems, HOURS_OCCASIONS, lastExceptionDate } from '@/domain/staff/staff-hours';
import type { HoursExceptionChange, HoursExceptionEntry } from '@/lib/api/staff-hours';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { dateText, problemText } from './hours-text';
import { IntervalsEditor } from './intervals-editor';
import styles from './hours.module.css';

type Props = {
  today: string;
  /** The exception being changed; none for a new one. */
  exception?: HoursExceptionEntry;
  busy: boolean;
  onSave: (change: HoursExceptionChange) => Promise<boolean>;
  onCancel: () => void;
};

const SPECIAL = [{ opened: '11:00', closed: '15:00' }];

export function ExceptionForm({ today, exception, busy, onSave, onCancel }: Props) {
  const { locale, t } = useMarket();
  const [date, setDate] = useState(exception?.date ?? '');
  const [closed, setClosed] = useState(exception?.closed ?? true);
  const [intervals, setIntervals] = useState(exception && !exception.closed ? exception.intervals : SPECIAL);
  const [occasion, setOccasion] = useState(exception?.occasion ?? '');
  const [note, setNote] = useState(exception?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const change: HoursExceptionChange = { date, closed, intervals: closed ? [] : intervals, occasion: occasion || null, note: note.trim() ? note.trim() : null };
    const [first] = exceptionProblems(change, today);
    if (first) {
      setProblem(problemText(t, first, locale));
      requestAnimationFrame(() => problemRef.current?.focus());
      return;
    }
    setProblem(null);
    await onSave(change);
  };

  const title = exception ? t('staffHours.exceptions.editTitle', { date: dateText(exception.date, locale) }) : t('staffHours.exceptions.addTitle');
  return (
    <Panel onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="staff-hours-exception-title">
      <h2 id="staff-hours-exception-title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <ConsoleField>
        <label htmlFor="staff-hours-exception-date">{t('staffHours.field.date')}</label>
        <input id="staff-hours-exception-date" type="date" min={today} max={lastExceptionDate(today)} value={date} onChange={(event) => setDate(event.target.value)} />
      </ConsoleField>
      <Day>
        <legend>{t('staffHours.field.kind')}</legend>
        <Choice>
          <input id="staff-hours-exception-closed" type="radio" name="staff-hours-exception-kind" checked={closed} onChange={() => setClosed(true)} />
          <label htmlFor="staff-hours-exception-closed">{t('staffHours.kind.closed')}</label>
        </Choice>
        <Choice>
          <input id="staff-hours-exception-special" type="radio" name="staff-hours-exception-kind" checked={!closed} onChange={() => setClosed(false)} />
          <label htmlFor="staff-hours-exception-special">{t('staffHours.kind.special')}</label>
        </Choice>
        {!closed && (
          <div role="group" aria-label={t('staffHours.field.intervals')}>
            <IntervalsEditor id="staff-hours-exception-interval" intervals={intervals} onChange={setIntervals} />
          </div>
        )}
      </Day>
      <ConsoleField>
        <label htmlFor="staff-hours-exception-occasion">{t('staffHours.field.occasion')}</label>
        <select id="staff-hours-exception-occasion" value={occasion} onChange={(event) => setOccasion(event.target.value)}>
          <option value="">{t('staffHours.occasion.none')}</option>
          {HOURS_OCCASIONS.map((name) => (
            <option key={name} value={name}>
              {t.dynamic(`store.occasion.${name}`, name)}
            </option>
          ))}
        </select>
      </ConsoleField>
      {!occasion && (
        <ConsoleField>
          <label htmlFor="staff-hours-exception-note">{t('staffHours.field.note')}</label>
          <input id="staff-hours-exception-note" maxLength={EXCEPTION_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} aria-describedby="staff-hours-exception-note-hint" />
          <Hint id="staff-hours-exception-note-hint">{t('staffHours.field.noteHint', { max: EXCEPTION_NOTE_MAX })}</Hint>
        </ConsoleField>
      )}
      {problem && (
        <Problem role="alert" tabIndex={-1} ref={problemRef}>
          {problem}
        </Problem>
      )}
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {t('staffHours.save')}
        </ConsoleButton>
        <ConsoleButton type="button" onClick={onCancel}>
          {t('staffHours.cancel')}
        </ConsoleButton>
      </Buttons>
    </Panel>
  );
}

const Panel = classed('form', styles.panel);
const Day = classed('fieldset', styles.day);
const Choice = classed('p', styles.choice);
const Hint = classed('p', styles.hint);
const Problem = classed('p', styles.problem);
const Buttons = classed('div', styles.buttons);
