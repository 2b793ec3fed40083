/** One guest submission of the console's list: who sent it (or the order rated) and when, how to reach them, the facts of its kind and the message. */
import { classed } from '@/lib/classed';
import type { StaffSubmission } from '@/lib/api/staff-feedback';
import { useMarket } from '@/lib/use-market';
import { CardFacts, ConsoleCard } from '../console-card';
import styles from './submission-card.module.css';

/** When it was sent, in the console's language and the given time zone (the same on the server and in the browser). */
function formatSentAt(at: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(at));
}

export function SubmissionCard({ submission, timeZone }: { submission: StaffSubmission; timeZone: string }) {
  const { locale, t } = useMarket();
  const headingId = `submission-${submission.id}`;
  return (
    <ConsoleCard
      headingId={headingId}
      heading={submission.orderNumber !== null ? t('contact.staff.order', { number: submission.orderNumber }) : submission.name}
    >
      <CardFacts>
        <li>{t('contact.staff.sentOn', { date: formatSentAt(submission.createdAt, locale, timeZone) })}</li>
        {submission.email && (
          <li>
            <a href={`mailto:${submission.email}`}>{submission.email}</a>
            {submission.phone && (
              <>
                {' · '}
                <a href={`tel:${submission.phone.replace(/[^\d+]/g, '')}`}>{submission.phone}</a>
              </>
            )}
          </li>
        )}
        {submission.facts.map((fact) => (
          <li key={fact.key}>{t(`contact.staff.${fact.key}`, fact.values)}</li>
        ))}
        <li>{t('contact.staff.language', { locale: submission.locale })}</li>
      </CardFacts>
      {submission.message && <Message>{submission.message}</Message>}
    </ConsoleCard>
  );
}

const Message = classed('p', styles.message);
