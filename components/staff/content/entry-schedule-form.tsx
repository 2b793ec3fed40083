/**
 * Schedules one list entry: a day and time in the browser's own time zone (as a post is
 * scheduled), sent as an instant; empty, it says so beside the field and sends nothing. The API
 * refuses a time that has passed, and the list shows its message.
 */
import { useState, type FormEvent } from 'react';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { scheduledInstant } from './schedule-time';
import styles from './content.module.css';

type Props = { title: string; busy: boolean; onSchedule: (at: string) => Promise<boolean>; onClose: () => void };

export function EntryScheduleForm({ title, busy, onSchedule, onClose }: Props) {
  const { t } = useMarket();
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const heading = t('staffContent.entry.scheduleTitle', { title });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const when = scheduledInstant(at);
    if (when === null) {
      setProblem(t('staffContent.publish.atRequired'));
      return;
    }
    setProblem(null);
    void onSchedule(when);
  };

  return (
    <Panel aria-labelledby="entry-schedule-heading" onSubmit={handleSubmit} noValidate>
      <h2 id="entry-schedule-heading">{heading}</h2>
      <ConsoleField>
        <label htmlFor="entry-publish-at">{t('staffContent.publish.at')}</label>
        <input
          id="entry-publish-at"
          type="datetime-local"
          value={at}
          onChange={(event) => setAt(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'entry-publish-at-problem' : undefined}
        />
        {problem && <Problem id="entry-publish-at-problem">{problem}</Problem>}
      </ConsoleField>
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {t('staffContent.publish.schedule')}
        </ConsoleButton>
        <ConsoleButton type="button" onClick={onClose}>
          {t('staffContent.entry.closeSchedule')}
        </ConsoleButton>
      </Buttons>
    </Panel>
  );
}

const Panel = classed('form', styles.panel);
const Buttons = classed('div', styles.buttons);
const Problem = classed('p', styles.problem);
