/** The coming exceptions, in date order: the day, its hours (Closed, or the intervals), its occasion or note, and Change and Delete. */
import type { HoursExceptionEntry } from '@/lib/api/staff-hours';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import tableStyles from '../console-table.module.css';
import { dateText, intervalText } from './hours-text';
import styles from './hours.module.css';

type Props = { exceptions: HoursExceptionEntry[]; busy: boolean; onChange: (exception: HoursExceptionEntry) => void; onDelete: (exception: HoursExceptionEntry) => void };

export function ExceptionsTable({ exceptions, busy, onChange, onDelete }: Props) {
  const { locale, t } = useMarket();
  return (
    <Table>
      <table>
        <caption>{t('staffHours.exceptions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staffHours.exceptions.column.date')}</th>
            <th scope="col">{t('staffHours.exceptions.column.hours')}</th>
            <th scope="col">{t('staffHours.exceptions.column.reason')}</th>
            <th scope="col">{t('staffHours.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {exceptions.map((exception) => {
            const day = dateText(exception.date, locale);
            return (
              <tr key={exception.id}>
                <th scope="row">{day}</th>
                <td>{exception.closed ? t('staffHours.exceptions.closed') : exception.intervals.map((interval) => intervalText(interval, locale, t)).join(t('store.intervalSeparator'))}</td>
                <td>{exception.occasion ? t.dynamic(`store.occasion.${exception.occasion}`, exception.occasion) : (exception.note ?? '')}</td>
                <td>
                  <Actions>
                    <ConsoleButton type="button" disabled={busy} aria-label={t('staffHours.exceptions.editLabel', { date: day })} onClick={() => onChange(exception)}>
                      {t('staffHours.exceptions.edit')}
                    </ConsoleButton>
                    <ConsoleButton type="button" disabled={busy} aria-label={t('staffHours.exceptions.deleteLabel', { date: day })} onClick={() => onDelete(exception)}>
                      {t('staffHours.exceptions.delete')}
                    </ConsoleButton>
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Table>
  );
}

const Table = classed('div', tableStyles.consoleTable);
const Actions = classed('div', styles.actions);
