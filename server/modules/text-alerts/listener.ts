/**
 * The order's texts as an after-commit listener of its lifecycle (from the order outbox, once
 * each): "your order is ready" when a pickup order is ready, "your driver is on the way" when a
 * delivery order goes out, to the number the diner gave at checkout, in the language they agreed in.
 */
import { interpolate } from '@/domain/interpolate';
import { deliveryOrPickup } from '@/domain/ordering/handoffs';
import type { AfterCommitListener, OrderEvent } from '@/server/modules/orders';
import { textLanguage } from '@/server/platform/text-language';
import { alertOrderOf, consentOf } from './repository';
import { sendTextOnce, type SendDeps } from './send';
import { ALERT_TEXTS } from './texts';

export const TEXT_ALERT_LISTENER = 'text-alert';

/** The text an event of this handoff sends: ready for pickups, on the way for deliveries. */
export function textKindOf(event: OrderEvent, handoffId: number): 'ready' | 'on-the-way' | null {
  const handoff = deliveryOrPickup(handoffId);
  if (event === 'ready' && handoff === 'pickup') return 'ready';
  if (event === 'out-for-delivery' && handoff === 'delivery') return 'on-the-way';
  return null;
}

export function textAlertListener(deps: SendDeps): AfterCommitListener {
  return {
    name: TEXT_ALERT_LISTENER,
    events: ['ready', 'out-for-delivery'],
    payload: ({ event, order }) => (textKindOf(event, order.handoffId) ? {} : undefined),
    async deliver({ orderId, event }) {
      const found = await alertOrderOf(deps.db, orderId);
      const consent = found && (await consentOf(deps.db, orderId));
      const kind = found && textKindOf(event, found.order.handoffId);
      if (!found || !consent || !kind) return;
      const texts = ALERT_TEXTS[textLanguage(consent.locale)];
      const body = interpolate(kind === 'ready' ? texts.ready : texts.onTheWay, { brand: found.brand, number: found.order.number, store: found.store });
      await sendTextOnce(deps, { brandId: found.order.brandId, orderId, kind, toPhone: consent.phone, body });
    },
  };
}
