/**
 * The day and time a post, document or entry is to go public: typed on the brand's clocks (the
 * zone is said beside the field) and read as an instant; left empty, it says so beside the field
 * and gives nothing to send.
 */
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleField } from '../console-page';
import { PUBLISHING_TIME_ZONE, scheduledInstant } from './schedule-time';
import styles from './content.module.css';

/** The field's state; `read()` gives the instant to send, or null after saying what is missing. */
export function usePublishAt() {
  const { t } = useMarket();
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const read = (): string | null => {
    const when = scheduledInstant(at);
    setProblem(when === null ? t('staffContent.publish.atRequired') : null);
    return when;
  };
  return { at, setAt, problem, read };
}

type Props = { id: string; state: ReturnType<typeof usePublishAt> };

export function PublishAtField({ id, state }: Props) {
  const { t } = useMarket();
  const zone = `${id}-zone`;
  const problem = `${id}-problem`;
  return (
    <ConsoleField>
      <label htmlFor={id}>{t('staffContent.publish.at')}</label>
      <input
        id={id}
        type="datetime-local"
        value={state.at}
        onChange={(event) => state.setAt(event.target.value)}
        aria-invalid={state.problem !== null}
        aria-describedby={state.problem ? `${zone} ${problem}` : zone}
      />
      <Zone id={zone}>{t('staffContent.publish.zone', { zone: PUBLISHING_TIME_ZONE })}</Zone>
      {state.problem && <Problem id={problem}>{state.problem}</Problem>}
    </ConsoleField>
  );
}

const Problem = classed('p', styles.problem);
const Zone = classed('p', styles.cellNote);
