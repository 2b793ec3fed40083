/**
 * What an order's life asks of the staff side after the commit: once staff mark an order
 * ready, the diner is told (ready-notice.ts), from the order outbox, at least once (the mail
 * and the notification are each kept once per order).
 */
import type { AfterCommitListener } from '@/server/modules/orders';
import { tellDinerReady, type ReadyNoticeDeps } from './ready-notice';

export const READY_NOTICE_LISTENER = 'order-ready-notice';

export function readyNoticeListener(deps: ReadyNoticeDeps): AfterCommitListener {
  return {
    name: READY_NOTICE_LISTENER,
    events: ['ready'],
    payload: () => ({}),
    deliver: ({ orderId, publishedAt }) => tellDinerReady(deps, orderId, publishedAt),
  };
}
