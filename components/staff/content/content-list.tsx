/**
 * The frame the content console's lists share (posts, documents, entries): the filters as a plain
 * form that sends the same query to the page (it works without script) with its Show button, the
 * Language field, the table with its caption and column heads, and a row's status cell (when a
 * scheduled one goes public under it).
 */
import type { ReactNode } from 'react';
import { localizedPath } from '@/domain/markets';
import { STAFF_CONTENT_LOCALES, type StaffContentLocale, type StaffPostStatus } from '@/lib/api/staff-content';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { instantText, localeName, statusName } from './post-texts';
import styles from './content.module.css';

type FiltersProps = { path: string; label: string; children: ReactNode };

export function ContentListFilters({ path, label, children }: FiltersProps) {
  const { locale, t } = useMarket();
  return (
    <Filters method="get" action={localizedPath(locale, path)} aria-label={label}>
      {children}
      <ConsoleButton type="submit">{t('staffContent.filter.show')}</ConsoleButton>
    </Filters>
  );
}

/** `allLabel`: a first choice of every language (sent empty). */
type LocaleProps = { id: string; value: StaffContentLocale | null; allLabel?: string };

export function LocaleSelect({ id, value, allLabel }: LocaleProps) {
  const { t } = useMarket();
  return (
    <ConsoleField>
      <label htmlFor={id}>{t('staffContent.filter.locale')}</label>
      <select id={id} name="locale" defaultValue={value ?? ''}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {STAFF_CONTENT_LOCALES.map((candidate) => (
          <option key={candidate} value={candidate}>
            {localeName(t, candidate)}
          </option>
        ))}
      </select>
    </ConsoleField>
  );
}

type TableProps = { caption: string; columns: string[]; children: ReactNode };

export function ContentTable({ caption, columns, children }: TableProps) {
  return (
    <Table>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </Table>
  );
}

/** `status` as a word (or a dash when there is none), the time a scheduled row goes public, then the row's own notes. */
type StatusProps = { status: StaffPostStatus | null; scheduledAt?: string | null; children?: ReactNode };

export function StatusCell({ status, scheduledAt, children }: StatusProps) {
  const { locale, t } = useMarket();
  return (
    <td>
      {status === null ? '—' : statusName(t, status)}
      {scheduledAt && <CellNote>{t('staffContent.scheduledFor', { time: instantText(locale, scheduledAt) })}</CellNote>}
      {children}
    </td>
  );
}

export const CellNote = classed('span', styles.cellNote);
const Filters = classed('form', styles.filters);
const Table = classed('div', styles.table);
