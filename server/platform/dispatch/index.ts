/**
 * The API's one courier network, built once in app.ts and handed to the delivery module:
 * DoorDash Drive with DISPATCH_PROVIDER=doordash, the sandbox with DISPATCH_PROVIDER=sandbox
 * (demo mode's default), and none otherwise (delivery orders keep the store's own fee).
 */
import type { DispatchSettings } from '@/server/dispatch-settings';
import type { Dispatcher } from './courier';
import { createDoorDashDispatcher } from './doordash';
import { createSandboxDispatcher } from './sandbox';

export type { BookedDelivery, DeliveryRequest, DispatchDelivery, Dispatcher, DispatchQuote, DispatchReport, DispatchStage, WebhookReading } from './courier';
export { DispatchError } from './courier';
export { readSandboxRef } from './sandbox';

export function createAppDispatcher(
  config: DispatchSettings,
  clocks: { requestNow: () => Date; realNow: () => Date; sandboxTrackingBase: string },
): Dispatcher | null {
  if (config.dispatchProvider === 'doordash' && config.doordash) return createDoorDashDispatcher({ settings: config.doordash, now: clocks.realNow });
  if (config.dispatchProvider === 'sandbox') return createSandboxDispatcher({ now: clocks.requestNow, trackingBase: clocks.sandboxTrackingBase });
  return null;
}
