/** What the payment use cases receive: the database, the gateways, the mailer, the order lifecycle, the quote port, the clocks. */
import type { QuotePaymentPart } from '@/domain/catering';
import type { LocaleTag } from '@/domain/markets';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { OrderLifecycle } from '@/server/modules/orders';
import type { CardVault } from './card-vault';
import type { PaymentGateway, PayPalGateway } from './gateway/gateway';
import type { OrderCaller, OrderRow } from './orders-port';
import type { QuotePayments } from './quote-port';

export type PaymentDeps = {
  db: Database;
  gateway: PaymentGateway;
  paypal: PayPalGateway;
  mailer: Mailer;
  /** Orders are marked paid through it; its outbox sends the confirmation after commit. */
  lifecycle: OrderLifecycle;
  /** A catering quote's order: what it owes, who may open it (catering's, handed in by app.ts). */
  quotes: QuotePayments;
  /** The storefront's public address (PayPal return, links in emails). */
  storefrontUrl: string;
  /** Signs catering quote link tokens: a quote's link opens its order for payment. */
  linkSecret: string;
  now: () => Date;
  /** The time of gift card locks and payment budgets: the real time, never the demo clock. */
  realNow: () => Date;
  log: FastifyBaseLogger;
};

/** The routes' dependencies: with the accounts' cards at the processor, where a card paid to be kept is kept. */
export type CardPaymentDeps = PaymentDeps & { vault: CardVault };

/**
 * Who is paying: the order, the caller (its guest token), the request's locale and, when the
 * request carries an Idempotency-Key, its digest, by which a retry finds the attempt it started.
 * `ownerDead`: this retry took the key over from a request whose process died, so the attempt
 * that request started is settled at once instead of after the reconcile bound.
 * `part`: on a catering quote's order, the deposit or the whole estimate (refused on other orders).
 * `clientIp`: the client's address (request.ip), whose budgets of wrong tries and declines it spends.
 * `opened`: the order as the route read it when it let the caller in, so the payment does not read it again.
 */
export type PaymentRequest = {
  orderId: string;
  caller: OrderCaller;
  clientIp: string;
  locale: LocaleTag;
  requestKey?: string;
  ownerDead?: boolean;
  part?: QuotePaymentPart;
  opened?: OrderRow;
};
