/**
 * Asking a processor to refund a capture, as every refund desk does: a refusal (no money moved)
 * is 'refused' with the processor's reason; no answer, or a processor that failed, is 'unknown',
 * since only the processor knows whether the money went back, and the caller must not refund it
 * again on its own. Logged with the caller's subject (a refund row, an e-gift card).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from './gateway';

export type RefundAnswer = { outcome: 'refunded'; refundId: string } | { outcome: 'refused'; message: string } | { outcome: 'unknown' };

export async function askRefund(gateway: Pick<PaymentGateway, 'refund'>, captureId: string, amount: string, log: FastifyBaseLogger, subject: Record<string, unknown>): Promise<RefundAnswer> {
  try {
    const result = await gateway.refund(captureId, amount);
    if (result.ok) return { outcome: 'refunded', refundId: result.refundId };
    if (result.code !== 'gateway_unavailable') return { outcome: 'refused', message: result.message.slice(0, 300) };
    log.error({ ...subject, reason: result.message }, 'a refund got no answer from the processor: it stays pending');
  } catch (error) {
    log.error({ ...subject, err: error }, 'a refund got no answer from the processor: it stays pending');
  }
  return { outcome: 'unknown' };
}
