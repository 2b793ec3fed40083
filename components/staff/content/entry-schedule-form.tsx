/**
 * Schedules one list entry: a day and time on the brand's clocks (as a post is scheduled; the
 * field says which zone), sent as an instant; empty, it says so beside the field and sends nothing. The API
 * refuses a time that has passed, and the list shows its message.
 */
import type { FormEvent } from 'react';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import { PublishAtField, usePublishAt } from './publish-at-field';
import styles from './content.module.css';

type Props = { title: string; busy: boolean; onSchedule: (at: string) => Promise<boolean>; onClose: () => void };

export function EntryScheduleForm({ title, busy, onSchedule, onClose }: Props) {
  const { t } = useMarket();
  const publishAt = usePublishAt();
  const heading = t('staffContent.entry.scheduleTitle', { title });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const when = publishAt.read();
    if (when !== null) void onSchedule(when);
  };

  return (
    <Panel aria-labelledby="entry-schedule-heading" onSubmit={handleSubmit} noValidate>
      <h2 id="entry-schedule-heading">{heading}</h2>
      <PublishAtField id="entry-publish-at" state={publishAt} />
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
