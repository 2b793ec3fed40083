/**
 * /staff/stores: the stores a manager runs (brand admins: every store of the brand; store
 * managers: their own), by title, with city, state and whether online ordering is on; each links
 * to its page. Brand admins add a store from here.
 */
import { MarketLink } from '@/components/common/market-link';
import type { StaffMember } from '@/lib/api/staff-view';
import type { StaffStoreList } from '@/lib/api/staff-stores';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import tableStyles from '../console-table.module.css';
import { ConsolePage } from '../console-page';
import styles from './stores.module.css';

export type StoresData = { staff: StaffMember; list: StaffStoreList };

export function StoresTemplate({ staff, list }: StoresData) {
  const { t } = useMarket();
  const admin = list.choices.canAdd;
  return (
    <ConsolePage staff={staff} title={t('staffStores.title')} current="stores">
      <p>{admin ? t('staffStores.introAdmin') : t('staffStores.introManager')}</p>
      {admin && (
        <p>
          <MarketLink href="/staff/stores/new" className={styles.addLink}>
            {t('staffStores.add')}
          </MarketLink>
        </p>
      )}
      {list.stores.length === 0 ? (
        <p>{admin ? t('staffStores.empty') : t('staffStores.emptyManager')}</p>
      ) : (
        <Table>
          <table>
            <caption>{t('staffStores.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staffStores.column.title')}</th>
                <th scope="col">{t('staffStores.column.city')}</th>
                <th scope="col">{t('staffStores.column.state')}</th>
                <th scope="col">{t('staffStores.column.onlineOrdering')}</th>
              </tr>
            </thead>
            <tbody>
              {list.stores.map((store) => (
                <tr key={store.id}>
                  <th scope="row">
                    <MarketLink href={`/staff/stores/${store.id}`}>{store.title}</MarketLink>
                  </th>
                  <td>{store.city}</td>
                  <td>{store.state}</td>
                  <td className={store.onlineOrdering ? undefined : styles.off}>{store.onlineOrdering ? t('staffStores.onlineOn') : t('staffStores.onlineOff')}</td>
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
