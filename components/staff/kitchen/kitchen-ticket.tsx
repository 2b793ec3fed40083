/**
 * One ticket of the kitchen screen: its number, handoff and diner, the promised and start times,
 * a timer coloured by urgency (domain/kitchen/ticket-timer.ts; in words too, never by colour
 * alone), what to make (a meat sold by weight by its weight, each line's options, note and
 * guest), the curbside vehicle or the table, and one large button: bump to ready, or recall.
 */
import { htmlLang } from '@/domain/markets';
import { lineQuantityText } from '@/domain/menu/weight-units';
import { ticketTimer } from '@/domain/kitchen/ticket-timer';
import type { KitchenTicket as Ticket } from '@/lib/api/staff-kitchen';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import type { TicketCardKeys } from './use-ticket-keys';
import styles from './kitchen.module.css';

/** `keys`: the card's place in the Tab order and its shortcuts (use-ticket-keys.ts). */
type Props = { ticket: Ticket; nowMs: number; busy: boolean; onMove: () => void; keys: TicketCardKeys };

const URGENCY_CLASS = { waiting: styles.waiting, cooking: styles.cooking, amber: styles.amber, red: styles.red } as const;

export function KitchenTicket({ ticket, nowMs, busy, onMove, keys }: Props) {
  const { locale, t } = useMarket();
  const headingId = `kitchen-ticket-${ticket.orderId}`;
  const open = ticket.status !== 'ready';
  const timer = ticketTimer({ promisedAt: new Date(ticket.promisedAt), makeMinutes: ticket.makeMinutes }, new Date(nowMs));
  const timerText =
    timer.urgency === 'waiting'
      ? t('staffKitchen.timer.waiting', { minutes: String(-timer.minutesSinceStart) })
      : t(`staffKitchen.timer.${timer.urgency}`, { minutes: String(timer.minutesSinceStart) });
  const vehicle = ticket.vehicle;
  return (
    <li>
      <Card {...keys} aria-labelledby={headingId} data-urgency={open ? timer.urgency : 'ready'}>
        <Head>
          <h3 id={headingId}>{t('staffKitchen.ticket.number', { number: ticket.number })}</h3>
          <span>{t.dynamic(`staffKitchen.handoff.${ticket.handoff}`, ticket.handoff)}</span>
        </Head>
        {open && <Timer className={URGENCY_CLASS[timer.urgency]}>{timerText}</Timer>}
        <Facts>
          <li>{ticket.asap ? t('staffKitchen.ticket.asap', { time: ticket.promisedTime }) : t('staffKitchen.ticket.promised', { time: ticket.promisedTime })}</li>
          {open && <li>{t('staffKitchen.ticket.start', { time: ticket.startTime })}</li>}
          {ticket.customerName && <li>{t('staffKitchen.ticket.customer', { name: ticket.customerName })}</li>}
          {vehicle && (
            <li>
              {t('handoffs.vehicle.line', { make: vehicle.make, model: vehicle.model, colour: vehicle.colour })}
              {vehicle.plate ? ` · ${vehicle.plate}` : ''}
            </li>
          )}
          {ticket.arrivedTime && (
            <li>
              <strong>{t('handoffs.staff.arrived', { time: ticket.arrivedTime })}</strong>
            </li>
          )}
          {ticket.tableNumber !== null && <li>{t('handoffs.table.value', { table: String(ticket.tableNumber) })}</li>}
          {ticket.deliveryInstructions && <li>{t('staffKitchen.ticket.deliveryNote', { text: ticket.deliveryInstructions })}</li>}
        </Facts>
        <Lines>
          {ticket.lines.map((line, index) => (
            <li key={`${line.itemId}-${index}`}>
              <strong>
                {lineQuantityText(line.quantity, line.weightUnit, htmlLang(locale))} × {line.title}
              </strong>
              {line.label && <LineNote>{t('staffKitchen.line.label', { name: line.label })}</LineNote>}
              {line.options.length > 0 && (
                <Options>
                  {line.options.map((option) => (
                    <li key={option}>{option}</li>
                  ))}
                </Options>
              )}
              {line.specialInstructions && <LineNote>{t('staffKitchen.line.note', { text: line.specialInstructions })}</LineNote>}
            </li>
          ))}
        </Lines>
        <MoveButton
          type="button"
          className={open ? styles.bump : undefined}
          disabled={busy}
          aria-label={t(open ? 'staffKitchen.bumpLabel' : 'staffKitchen.recallLabel', { number: ticket.number })}
          onClick={onMove}
        >
          {t(open ? 'staffKitchen.bump' : 'staffKitchen.recall')}
        </MoveButton>
      </Card>
    </li>
  );
}

const Card = classed('article', styles.ticket);
const Head = classed('div', styles.ticketHead);
const Timer = classed('p', styles.timer);
const Facts = classed('ul', styles.facts);
const Lines = classed('ul', styles.lines);
const Options = classed('ul', styles.options);
const LineNote = classed('p', styles.lineNote);
const MoveButton = classed('button', styles.move);
