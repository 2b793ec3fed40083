/**
 * /staff/kitchen: a store's kitchen screen, for its tablet. The member's stores to choose from,
 * then the open tickets in the order they must start, the all-day count, and the ready orders
 * that may be recalled. It follows the store live and says so; moves and refusals are announced.
 * Every control is a button, large enough for a finger, with a visible focus for the keyboard;
 * on a focused ticket the arrow keys move between tickets, B bumps and R recalls (use-ticket-keys.ts),
 * as the legend says.
 */
import { MarketLink } from '@/components/common/market-link';
import type { KitchenBoard } from '@/lib/api/staff-kitchen';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsolePage } from '../console-page';
import { KitchenAllDay } from './kitchen-all-day';
import { KitchenTicket } from './kitchen-ticket';
import { useKitchenBoard } from './use-kitchen-board';
import { useTicketKeys } from './use-ticket-keys';
import styles from './kitchen.module.css';

export type KitchenPageData = { staff: StaffMember; storeId: number | null; board: KitchenBoard | null };

export function KitchenTemplate({ staff, storeId, board }: KitchenPageData) {
  const { t } = useMarket();
  return (
    <ConsolePage staff={staff} title={t('staffKitchen.title')} current="kitchen">
      {staff.stores.length === 0 ? (
        <p>{t('staffKitchen.noStores')}</p>
      ) : (
        staff.stores.length > 1 && (
          <nav aria-label={t('staffKitchen.stores')}>
            <Stores>
              {staff.stores.map((store) => (
                <li key={store.id}>
                  <MarketLink href={`/staff/kitchen?store=${store.id}`} aria-current={store.id === storeId ? 'page' : undefined}>
                    {store.title}
                  </MarketLink>
                </li>
              ))}
            </Stores>
          </nav>
        )
      )}
      {board && <KitchenBoardView key={board.store.id} initial={board} />}
    </ConsolePage>
  );
}

function KitchenBoardView({ initial }: { initial: KitchenBoard }) {
  const { t } = useMarket();
  const state = useKitchenBoard(initial);
  const { board } = state;
  const keysOf = useTicketKeys([...board.tickets, ...board.ready], (ticket, move) => void state.move(ticket, move));
  return (
    <>
      <Status>
        <h2>{t('staffKitchen.boardTitle', { store: board.store.title })}</h2>
        <span>{state.live ? t('staffKitchen.live') : t('staffKitchen.reconnecting')}</span>
      </Status>
      <p role="status" aria-live="polite">
        {state.announcement}
      </p>
      {state.error && <ConsoleAlert role="alert">{state.error}</ConsoleAlert>}
      <Legend aria-label={t('staffKitchen.keys.title')}>
        <li>
          <kbd>↑</kbd> <kbd>↓</kbd> {t('staffKitchen.keys.move')}
        </li>
        <li>
          <kbd>B</kbd> {t('staffKitchen.keys.bump')}
        </li>
        <li>
          <kbd>R</kbd> {t('staffKitchen.keys.recall')}
        </li>
      </Legend>
      <Layout>
        <section aria-labelledby="kitchen-open">
          <h2 id="kitchen-open">{t('staffKitchen.openTitle', { count: String(board.tickets.length) })}</h2>
          {board.tickets.length === 0 ? (
            <p>{t('staffKitchen.empty')}</p>
          ) : (
            <Tickets>
              {board.tickets.map((ticket, index) => (
                <KitchenTicket key={ticket.orderId} ticket={ticket} nowMs={state.nowMs} busy={state.moving === ticket.orderId} onMove={() => void state.move(ticket, 'bump')} keys={keysOf(ticket, index)} />
              ))}
            </Tickets>
          )}
        </section>
        <KitchenAllDay counts={board.allDay} />
      </Layout>
      <section aria-labelledby="kitchen-ready">
        <h2 id="kitchen-ready">{t('staffKitchen.readyTitle')}</h2>
        {board.ready.length === 0 ? (
          <p>{t('staffKitchen.readyEmpty')}</p>
        ) : (
          <Tickets>
            {board.ready.map((ticket, index) => (
              <KitchenTicket
                key={ticket.orderId}
                ticket={ticket}
                nowMs={state.nowMs}
                busy={state.moving === ticket.orderId}
                onMove={() => void state.move(ticket, 'recall')}
                keys={keysOf(ticket, board.tickets.length + index)}
              />
            ))}
          </Tickets>
        )}
      </section>
    </>
  );
}

const Stores = classed('ul', styles.stores);
const Status = classed('div', styles.status);
const Legend = classed('ul', styles.legend);
const Layout = classed('div', styles.layout);
const Tickets = classed('ol', styles.tickets);
