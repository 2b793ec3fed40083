/**
 * /staff/hours: the stores whose hours the signed-in manager sets (a brand admin: every store of
 * the brand), each with a link to its hours.
 */
import { MarketLink } from '@/components/common/market-link';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsolePage } from '../console-page';
import tableStyles from '../console-table.module.css';

export type HoursStoresData = { staff: StaffMember };

export function HoursStoresTemplate({ staff }: HoursStoresData) {
  const { t } = useMarket();
  return (
    <ConsolePage staff={staff} title={t('staffHours.title')} current="hours">
      <p>{staff.role === 'brand_admin' ? t('staffHours.introAdmin') : t('staffHours.introManager')}</p>
      {staff.stores.length === 0 ? (
        <p>{t('staffHours.empty')}</p>
      ) : (
        <Table>
          <table>
            <caption>{t('staffHours.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staffHours.column.store')}</th>
                <th scope="col">{t('staffHours.column.timeZone')}</th>
                <th scope="col">{t('staffHours.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {staff.stores.map((store) => (
                <tr key={store.id}>
                  <th scope="row">{store.title}</th>
                  <td>{store.timeZone}</td>
                  <td>
                    <MarketLink href={`/staff/hours/${store.id}`} aria-label={t('staffHours.editStoreLabel', { store: store.title })}>
                      {t('staffHours.editStore')}
                    </MarketLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Table>
      )}
    </ConsolePage>
  );
}

const Table = classed('div', tableStyles.consoleTable);
