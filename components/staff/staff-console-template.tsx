/**
 * /staff: the signed-in member's stores, and the chosen store's orders of the day as a queue.
 * Each order shows its number, handoff, time, diner and items, its status, and a button for
 * each move it can make; moves and refusals are announced. Loading, empty and error states say
 * so in words; everything works from the keyboard.
 */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { localizedPath } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { Currency } from '@/domain/markets';
import { mayRefund, type StaffMember, type StaffOrderQueue } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsoleButton, ConsolePage } from './console-page';
import { QueueOrder } from './queue-order';
import { useStaffQueue } from './use-staff-queue';
import styles from './staff-console-template.module.css';

export type StaffConsoleData = { staff: StaffMember; storeId: number | null; queue: StaffOrderQueue | null };

export function StaffConsoleTemplate({ staff, storeId, queue: initial }: StaffConsoleData) {
  const { locale, t } = useMarket();
  const state = useStaffQueue(storeId, initial);
  const { queue } = state;

  return (
    <ConsolePage staff={staff} title={t('staff.console.title')} current="orders">
      <nav aria-label={t('staff.console.stores')}>
        <h2>{t('staff.console.stores')}</h2>
        {staff.stores.length === 0 ? (
          <p>{t('staff.console.noStores')}</p>
        ) : (
          <Stores>
            {staff.stores.map((store) => (
              <li key={store.id}>
                <MarketLink href={`/staff?store=${store.id}`} aria-current={store.id === storeId ? 'page' : undefined}>
                  {store.title}
                </MarketLink>
              </li>
            ))}
          </Stores>
        )}
      </nav>
      {queue && (
        <section aria-labelledby="staff-queue-title" aria-busy={state.loading}>
          <QueueHead>
            <h2 id="staff-queue-title">{t('staff.console.queueTitle', { store: queue.store.title, date: queue.date })}</h2>
            <ConsoleButton type="button" onClick={() => void state.refresh()} disabled={state.loading}>
              {state.loading ? t('staff.console.loading') : t('staff.console.refresh')}
            </ConsoleButton>
          </QueueHead>
          <DayForm method="get" action={localizedPath(locale, '/staff')}>
            <input type="hidden" name="store" value={queue.store.id} />
            <label htmlFor="staff-queue-date">{t('staff.console.date')}</label>
            <input id="staff-queue-date" type="date" name="date" defaultValue={queue.date} />
            <ConsoleButton type="submit">{t('staff.console.showDay')}</ConsoleButton>
          </DayForm>
          <p role="status" aria-live="polite">
            {state.announcement}
          </p>
          {state.moveError && <ConsoleAlert role="alert">{state.moveError}</ConsoleAlert>}
          {state.loadError && <ConsoleAlert role="alert">{t('staff.console.loadFailed', { message: state.loadError })}</ConsoleAlert>}
          {queue.orders.length === 0 ? (
            <p>{t('staff.console.empty')}</p>
          ) : (
            <Orders>
              {queue.orders.map((order) => (
                <QueueOrder
                  key={order.id}
                  order={order}
                  total={formatMoney(order.total, locale, order.currency as Currency)}
                  busy={state.moving === order.id}
                  onMove={(status, statusId) => void state.move(order, status, statusId)}
                  canRefund={mayRefund(staff)}
                />
              ))}
            </Orders>
          )}
        </section>
      )}
    </ConsolePage>
  );
}

const Stores = classed('ul', styles.stores);

const QueueHead = classed('div', styles.queueHead);

const DayForm = classed('form', styles.dayForm);

const Orders = classed('ol', styles.orders);
