/** What the last change on a console page did, said politely, or why it was refused, as an alert. */
import { classed } from '@/lib/classed';
import { ConsoleAlert } from './console-page';
import type { ConsoleNotice } from './use-console-step';
import styles from './console-page.module.css';

export type { ConsoleNotice };

export function ConsoleNoticeLine({ notice }: { notice: ConsoleNotice | null }) {
  return (
    <>
      <div aria-live="polite">{notice?.kind === 'done' && <Done role="status">{notice.text}</Done>}</div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
    </>
  );
}

const Done = classed('p', styles.consoleDone);
