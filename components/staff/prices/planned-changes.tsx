/**
 * The planned price changes: when, what and where, who planned it, how many prices it moved in
 * its preview, and its status; a pending one can be cancelled until it runs. Times are in UTC, as
 * the audit log writes them, so the server and the browser write the same text.
 */
import { htmlLang } from '@/domain/markets';
import type { PlannedPriceChange } from '@/lib/api/staff-prices';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import tableStyles from '../console-table.module.css';
import { ConsoleButton } from '../console-page';

type Props = { changes: PlannedPriceChange[]; busy: boolean; onCancel: (change: PlannedPriceChange) => void };

export function plannedDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(htmlLang(locale as Parameters<typeof htmlLang>[0]), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export function PlannedChanges({ changes, busy, onCancel }: Props) {
  const { locale, t } = useMarket();
  return (
    <section aria-labelledby="planned-title">
      <h2 id="planned-title">{t('staffPrices.planned.title')}</h2>
      {changes.length === 0 ? (
        <p>{t('staffPrices.planned.empty')}</p>
      ) : (
        <Table>
          <table>
            <caption>{t('staffPrices.planned.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staffPrices.planned.when')}</th>
                <th scope="col">{t('staffPrices.planned.what')}</th>
                <th scope="col">{t('staffPrices.planned.by')}</th>
                <th scope="col">{t('staffPrices.planned.status')}</th>
                <th scope="col">{t('staffPrices.planned.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => {
                const when = plannedDate(locale, change.runAt);
                const kind = t.dynamic(`staffPrices.bulk.kind.${change.request.change.kind}`, change.request.change.kind);
                return (
                  <tr key={change.id}>
                    <td>{when}</td>
                    <td>
                      {change.scopeName}: {kind} {change.request.change.amount}
                      {change.request.change.kind === 'percent' ? ' %' : ''} ({t('staffPrices.planned.moves', { count: String(change.appliedCount ?? change.previewCount) })})
                    </td>
                    <td>{change.createdBy}</td>
                    <td>{t.dynamic(`staffPrices.planned.status.${change.status}`, change.status)}</td>
                    <td>
                      {change.status === 'pending' && (
                        <ConsoleButton type="button" disabled={busy} aria-label={t('staffPrices.planned.cancelLabel', { date: when })} onClick={() => onCancel(change)}>
                          {t('staffPrices.planned.cancel')}
                        </ConsoleButton>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Table>
      )}
    </section>
  );
}

const Table = classed('div', tableStyles.consoleTable);
