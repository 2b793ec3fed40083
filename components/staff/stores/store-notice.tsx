/** What a store step did, or why it was refused, above the form (announced to screen readers). */
import { classed } from '@/lib/classed';
import { ConsoleAlert } from '../console-page';
import type { StoreNotice as Notice } from './use-store-action';
import styles from './stores.module.css';

export function StoreNotice({ notice }: { notice: Notice | null }) {
  return (
    <>
      <div aria-live="polite">{notice?.kind === 'done' && <Done role="status">{notice.text}</Done>}</div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
    </>
  );
}

const Done = classed('p', styles.done);
