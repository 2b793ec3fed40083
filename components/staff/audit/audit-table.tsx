/**
 * The audit log's rows as a table: when (in the console's language, UTC), who (the member, or
 * the address a refused sign-in tried), the action, the store, what it concerned (a record's
 * kind and id, or a list's kind and filter) and the client's address.
 */
import { classed } from '@/lib/classed';
import { htmlLang } from '@/domain/markets';
import type { StaffAuditEntry } from '@/lib/api/staff-audit';
import type { Translate } from '@/lib/i18n';
import { useMarket } from '@/lib/use-market';
import styles from './audit-table.module.css';

/** 'sign-in-failed' → 'signInFailed', the catalogue's key of a kebab-case name. */
const camel = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** A list's filter without its paging: 'storeId: 3, from: …'. */
function filterText(detail: StaffAuditEntry['detail']): string {
  const filter = detail?.filter;
  if (!filter || typeof filter !== 'object') return '';
  return Object.entries(filter as Record<string, unknown>)
    .filter(([name]) => name !== 'page' && name !== 'pageSize')
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');
}

function targetText(t: Translate, entry: StaffAuditEntry): string {
  const kind = t.dynamic(`staff.audit.target.${camel(entry.target.type)}`, entry.target.type);
  if (entry.target.id !== null) return `${kind} ${entry.target.id}`;
  if (entry.action !== 'read') return kind;
  const filter = filterText(entry.detail);
  return filter ? `${kind} (${t('staff.audit.list')}: ${filter})` : `${kind} (${t('staff.audit.list')})`;
}

function Row({ entry }: { entry: StaffAuditEntry }) {
  const { locale, t } = useMarket();
  const when = new Intl.DateTimeFormat(htmlLang(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(entry.at));
  const reason = typeof entry.detail?.reason === 'string' ? entry.detail.reason : null;
  return (
    <tr>
      <td>
        <time dateTime={entry.at}>{when}</time>
      </td>
      <td>
        {entry.staff ? (
          <>
            {entry.staff.name}
            <Small>{entry.staff.email}</Small>
          </>
        ) : (
          t('staff.audit.tried', { email: entry.emailTried ?? '' })
        )}
      </td>
      <td>
        {t.dynamic(`staff.audit.action.${camel(entry.action)}`, entry.action)}
        {reason && <Small>{t.dynamic(`staff.audit.reason.${camel(reason)}`, reason)}</Small>}
      </td>
      <td>{entry.store?.title ?? t('staff.audit.noStore')}</td>
      <td>{targetText(t, entry)}</td>
      <td>{entry.clientAddress ?? t('staff.audit.noStore')}</td>
    </tr>
  );
}

export function AuditTable({ entries }: { entries: StaffAuditEntry[] }) {
  const { t } = useMarket();
  return (
    <Scroll>
      <table>
        <caption>{t('staff.audit.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.audit.column.at')}</th>
            <th scope="col">{t('staff.audit.column.who')}</th>
            <th scope="col">{t('staff.audit.column.action')}</th>
            <th scope="col">{t('staff.audit.column.store')}</th>
            <th scope="col">{t('staff.audit.column.target')}</th>
            <th scope="col">{t('staff.audit.column.client')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <Row key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

const Scroll = classed('div', styles.scroll);

const Small = classed('span', styles.small);
