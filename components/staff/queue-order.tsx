/**
 * One order of the staff queue: what to make (a meat sold by weight by its weight: 500 g × Pulled Pork), for whom and when, its status, the cards declined
 * before it was paid (with the bank's reason, which the diner was not told), a courier that failed, its next moves as
 * buttons, and for a member who may refund (a store manager, a brand admin) the refund form behind a button.
 */
import { useState } from 'react';
import { htmlLang } from '@/domain/markets';
import { lineQuantityText } from '@/domain/menu/weight-units';
import type { OrderStatus } from '@/lib/api/ordering-view';
import type { StaffQueueOrder } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { CardFacts, ConsoleCard } from './console-card';
import { QueueDeclines } from './queue-declines';
import { QueueLate } from './queue-late';
import { QueueCourier } from './queue-courier';
import { QueueHandoffFacts } from './queue-handoff-facts';
import { OrderRefund } from './refunds/order-refund';
import styles from './queue-order.module.css';

type Props = {
  order: StaffQueueOrder;
  total: string;
  busy: boolean;
  onMove: (status: OrderStatus, statusId: number) => void;
  /** The member may refund (a store manager, a brand admin). */
  canRefund?: boolean;
};

export function QueueOrder({ order, total, busy, onMove, canRefund = false }: Props) {
  const { locale, t } = useMarket();
  const [refunding, setRefunding] = useState(false);
  const headingId = `staff-order-${order.id}`;
  const refundId = `staff-order-refund-${order.id}`;
  return (
    <ConsoleCard headingId={headingId} heading={t('staff.order.number', { number: order.number })}>
      <CardFacts>
        <li>
          <strong>{t('staff.order.status', { status: t.dynamic(`staff.status.${order.status}`, order.status) })}</strong>
        </li>
        <li>
          {order.handoffId ? t.dynamic(`handoffs.staff.label.${order.handoffId}`, order.handoff) : t(order.handoff === 'delivery' ? 'staff.order.delivery' : 'staff.order.pickup')} ·{' '}
          {order.dueTime ? t('staff.order.due', { time: order.dueTime }) : t('staff.order.asap')}
        </li>
        {order.customerName && <li>{order.customerName}</li>}
        <QueueHandoffFacts details={order.handoffDetails ?? null} />
        <li>{total}</li>
      </CardFacts>
      <QueueDeclines declines={order.declines ?? []} />
      <QueueLate late={order.late ?? null} />
      <QueueCourier courier={order.courier ?? null} />
      <Lines>
        {order.lines.map((line, index) => (
          <li key={`${line.title}-${index}`}>
            {lineQuantityText(line.quantity, line.weightUnit ?? null, htmlLang(locale))} × {line.title}
            {line.label && <> · <strong>{t('groupOrders.lineLabel', { name: line.label })}</strong></>}
          </li>
        ))}
      </Lines>
      {order.next.length === 0 ? (
        <p>{t('staff.order.noMoves')}</p>
      ) : (
        <Moves>
          {order.next.map((choice) => (
            <Move
              key={choice.status}
              type="button"
              $primary={choice.status !== 'cancelled'}
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => onMove(choice.status, choice.statusId)}
            >
              {t.dynamic(`staff.action.${choice.status}`, choice.status)}
            </Move>
          ))}
        </Moves>
      )}
      {canRefund && (
        <>
          <Moves>
            <Move type="button" aria-expanded={refunding} aria-controls={refundId} aria-describedby={headingId} onClick={() => setRefunding(!refunding)}>
              {refunding ? t('staff.order.refundClose') : t('staff.order.refund')}
            </Move>
          </Moves>
          <div id={refundId}>{refunding && <OrderRefund orderId={order.id} number={order.number} />}</div>
        </>
      )}
    </ConsoleCard>
  );
}

const Lines = classed('ul', styles.lines);

const Moves = classed('div', styles.moves);

/** A secondary button; `$primary` makes it the primary one. */
const Move = classed('button', styles.move, { $primary: styles.movePrimary });
