/**
 * Weekly hours, Monday to Sunday, each day's intervals in order, then the dated exceptions coming
 * up (domain/hours.ts decides open, closed, by appointment).
 */
import { classed } from '@/lib/classed';
import { exceptionLines, weeklyHours, type ClockRange, type ExceptionLine, type HoursLine } from '@/domain/hours';
import type { HoursException, WorkingHours } from '@/lib/api/locations';
import type { Translate } from '@/lib/i18n';
import { useMarket } from '@/lib/use-market';
import styles from './store-hours.module.css';

/** Occasions the site names in every language; another occasion shows its note. */
const OCCASIONS = ['thanksgiving', 'christmas', 'new-years-eve'] as const;

function rangesText(intervals: readonly ClockRange[], t: Translate): string {
  return intervals.map((range) => t('store.timeRange', range)).join(t('store.intervalSeparator'));
}

function hoursText(line: HoursLine, t: Translate): string {
  if (line.kind === 'closed') return t('store.closed');
  if (line.kind === 'appointment') return t('store.byAppointmentOnly');
  return rangesText(line.intervals, t);
}

function occasionName(line: ExceptionLine, t: Translate): string | null {
  const known = OCCASIONS.find((occasion) => occasion === line.occasion);
  if (known) return t(`store.occasion.${known}`);
  return line.note?.trim() || null;
}

function exceptionText(line: ExceptionLine, t: Translate): string {
  const hours = line.kind === 'closed' ? t('store.closed') : rangesText(line.intervals, t);
  const name = occasionName(line, t);
  if (name) return t('store.exceptionNamed', { name, date: line.dateLabel, hours });
  return t('store.exceptionDated', { date: line.dateLabel, hours });
}

function UpcomingExceptions({ exceptions }: { exceptions: readonly HoursException[] }) {
  const { locale, t } = useMarket();
  if (exceptions.length === 0) return null;
  return (
    <Exceptions>
      <h3 id="store-hours-exceptions">{t('store.exceptionsTitle')}</h3>
      <ul aria-labelledby="store-hours-exceptions">
        {exceptionLines(exceptions, locale).map((line) => (
          <li key={line.date}>{exceptionText(line, t)}</li>
        ))}
      </ul>
    </Exceptions>
  );
}

type StoreHoursProps = { workingHours: WorkingHours[]; exceptions?: readonly HoursException[] };

export function StoreHours({ workingHours, exceptions = [] }: StoreHoursProps) {
  const { locale, t } = useMarket();
  return (
    <>
      <Table>
        <tbody>
          {weeklyHours(workingHours, locale).map((line) => (
            <tr key={line.day}>
              <th scope="row">{t(`day.${line.day}`)}</th>
              <Cell $closed={line.kind === 'closed'}>{hoursText(line, t)}</Cell>
            </tr>
          ))}
        </tbody>
      </Table>
      <UpcomingExceptions exceptions={exceptions} />
    </>
  );
}

const Table = classed('table', styles.table);

const Cell = classed('td', styles.cell, { $closed: styles.cellClosed });

const Exceptions = classed('div', styles.exceptions);
