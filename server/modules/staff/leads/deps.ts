/** What the staff lead use cases receive: the database, the catering lead actions and mail, the payment gateways, the order lifecycle, the clock. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import type { LeadActions, CateringMailDeps } from '@/server/modules/catering';
import type { OrderLifecycle } from '@/server/modules/orders';
import type { Gateways } from '@/server/modules/payments';
import type { StaffCaller } from '../deps';

export type LeadDeps = {
  db: Database;
  actions: LeadActions;
  mail: CateringMailDeps;
  gateways: Gateways;
  /** A cancelled lead publishes its order's `cancelled` through it. */
  lifecycle: OrderLifecycle;
  now: () => Date;
  log: FastifyBaseLogger;
};

export type { StaffCaller };
