/**
 * Delivery by a courier network as one plugin under /online-ordering: the checkout's quote, the
 * order page's courier, DoorDash's webhook, the `courier-dispatch` job that books couriers as
 * tickets near their end and follows the sandbox, and in demo mode the sandbox's tracking.
 * Without a network (DISPATCH_PROVIDER unset outside demo mode) the quote answers 409 and no job runs.
 */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { courierDispatchJob } from './booking';
import courierRoutes, { type CourierRoutesOptions } from './routes';

export type CourierModuleOptions = CourierRoutesOptions;

const courierPlugin: FastifyPluginAsyncTypebox<CourierModuleOptions> = async (app, options) => {
  const { db, dispatcher, lifecycle } = options;
  if (dispatcher) app.jobs.define(courierDispatchJob({ db, dispatcher, lifecycle }));
  await app.register(courierRoutes, options);
};

export default courierPlugin;
