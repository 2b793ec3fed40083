/**
 * What a payment suite starts with: the app on a test database with its reference data, a store
 * that takes orders, and a payment client. The suite closes `context` after its tests.
 */
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { build, type BuildOptions, type TestApp, type TestDatabaseKind } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildStore, paymentClient, type PaymentClient } from './payable-order';

export type PaymentSuite = { context: TestApp; store: OrderableStore; pay: PaymentClient };

export async function startPaymentSuite(kind: TestDatabaseKind, options: BuildOptions = {}): Promise<PaymentSuite> {
  const context = await build(kind, options);
  await buildReferenceData(context.db);
  return { context, store: await buildStore(context.db), pay: paymentClient(context.app) };
}
