/**
 * Text alerts' calls (domain/wire/text-alerts.ts): the checkout reads whether texts are offered and
 * the consent wording, then opts in (or out) with the number; the order page reads the running-late
 * line. Each carries the guest's order token like every order call.
 */
import type { WireRunningLate, WireTextAlerts, WireTextAlertsOptIn } from '@/domain/wire/text-alerts';
import { orderTokenHeaders } from '@/lib/order-token';
import { apiDelete, apiGet, apiPut, type ApiContext } from './client';
import type { OrderAccess } from './ordering';

/** The checkout's view of text alerts, and the order page's late line (the components' names for the wire shapes). */
export type TextAlerts = WireTextAlerts;
export type RunningLate = WireRunningLate['late'];

const orderPath = (access: OrderAccess) => `/online-ordering/orders/${encodeURIComponent(access.orderId)}`;
const headersOf = (access: OrderAccess) => ({ headers: orderTokenHeaders(access.orderToken) });

export function fetchTextAlerts(ctx: ApiContext, access: OrderAccess): Promise<WireTextAlerts> {
  return apiGet<WireTextAlerts>(ctx, `${orderPath(access)}/text-alerts`, headersOf(access));
}

export function optInTextAlerts(ctx: ApiContext, access: OrderAccess, optIn: WireTextAlertsOptIn): Promise<WireTextAlerts> {
  return apiPut<WireTextAlerts>(ctx, `${orderPath(access)}/text-alerts`, optIn, headersOf(access));
}

export function optOutTextAlerts(ctx: ApiContext, access: OrderAccess): Promise<WireTextAlerts> {
  return apiDelete<WireTextAlerts>(ctx, `${orderPath(access)}/text-alerts`, undefined, headersOf(access));
}

export function fetchRunningLate(ctx: ApiContext, access: OrderAccess): Promise<WireRunningLate> {
  return apiGet<WireRunningLate>(ctx, `${orderPath(access)}/running-late`, headersOf(access));
}
