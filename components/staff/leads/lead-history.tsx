/** A lead's history, oldest first: when, which step, from which status to which, by whom, and why. */
import { classed } from '@/lib/classed';
import { isLeadStatusId, leadStatusOf } from '@/domain/catering/lead-status';
import type { StaffLeadHistoryEntry } from '@/lib/api/staff-lead-view';
import type { Translate } from '@/lib/i18n';
import { useMarket } from '@/lib/use-market';
import { formatLeadInstant } from './lead-dates';
import styles from './lead-history.module.css';

type Props = { history: StaffLeadHistoryEntry[]; timeZone: string };

function statusText(t: Translate, id: number | null): string {
  if (id === null || !isLeadStatusId(id)) return '—';
  const status = leadStatusOf(id);
  return t.dynamic(status.messageKey, status.label);
}

function byText(t: Translate, by: string): string {
  if (by === 'buyer') return t('staff.history.byBuyer');
  if (by === 'system') return t('staff.history.bySystem');
  return by;
}

export function LeadHistory({ history, timeZone }: Props) {
  const { locale, t } = useMarket();
  return (
    <section aria-labelledby="lead-history-title">
      <h2 id="lead-history-title">{t('staff.history.title')}</h2>
      {history.length === 0 ? (
        <p>{t('staff.history.empty')}</p>
      ) : (
        <Entries>
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at}>{formatLeadInstant(entry.at, timeZone, locale)}</time>
              <span>
                {entry.from === null
                  ? t('staff.history.created', { to: statusText(t, entry.to) })
                  : t('staff.history.moved', { from: statusText(t, entry.from), to: statusText(t, entry.to) })}
              </span>
              <span>{t('staff.history.by', { by: byText(t, entry.by) })}</span>
              {entry.reason && <q>{entry.reason}</q>}
            </li>
          ))}
        </Entries>
      )}
    </section>
  );
}

const Entries = classed('ol', styles.entries);
