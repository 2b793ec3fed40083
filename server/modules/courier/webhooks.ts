/**
 * A courier network's status reports: verified by the adapter, kept once by their id (a retry is
 * acknowledged and changes nothing), and applied to the order's delivery through stages.ts in the
 * same transaction. A report of a delivery we do not know is kept and acknowledged (the network
 * stops retrying), and changes nothing.
 */
import type { Database } from '@/server/db/client';
import type { OrderLifecycle } from '@/server/modules/orders';
import type { DispatchReport, Dispatcher } from '@/server/platform/dispatch';
import { deliveryByExternalId, keepWebhookEvent } from './repository';
import { applyStage } from './stages';

export type ReportOutcome = 'applied' | 'repeated' | 'unknown-delivery';

export async function receiveReport(
  deps: { db: Database; dispatcher: Dispatcher; lifecycle: Pick<OrderLifecycle, 'publish' | 'nudge'> },
  report: DispatchReport,
  now: Date,
): Promise<ReportOutcome> {
  const delivery = await deliveryByExternalId(deps.db, report.externalId);
  const outcome = await deps.db.transaction(async (tx): Promise<ReportOutcome> => {
    const kept = await keepWebhookEvent(tx, {
      id: report.id,
      provider: deps.dispatcher.name,
      externalId: report.externalId,
      event: report.event,
      stage: report.stage,
      occurredAt: report.occurredAt,
      receivedAt: now,
    });
    if (!kept) return 'repeated';
    if (!delivery || delivery.provider !== deps.dispatcher.name) return 'unknown-delivery';
    const failure = report.stage === 'cancelled' ? `${report.event} reported by the courier network` : null;
    await applyStage(tx, deps.lifecycle, delivery.orderId, { stage: report.stage, trackingUrl: report.trackingUrl, failure }, now);
    return 'applied';
  });
  if (outcome === 'applied' && delivery) await deps.lifecycle.nudge(delivery.orderId);
  return outcome;
}
