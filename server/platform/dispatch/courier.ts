/**
 * The dispatch interface: what asks a courier network to carry a delivery order, whoever the
 * network is. The DoorDash Drive adapter talks to DoorDash; the sandbox (demo mode only) moves a
 * delivery through its stages on the demo clock. Amounts are Decimals in the order's currency.
 */
import type { DispatchStage } from '@/domain/dispatch/stages';
import type { Decimal } from '@/domain/money';

export type { DispatchStage };

export type DeliveryRequest = {
  /** Our id of the delivery, unique per order and attempt; the network knows it by this. */
  externalId: string;
  pickup: { businessName: string; address: string; phone: string };
  dropoff: { givenName: string; familyName: string; address: string; phone: string; instructions: string };
  /** The food's value, for the network's insurance. */
  orderValue: Decimal;
  currency: string;
};

export type DispatchQuote = {
  externalId: string;
  /** What the network charges for the delivery. */
  fee: Decimal;
  currency: string;
  /** When the courier is expected at the store, and at the diner's door. */
  pickupAt: Date;
  dropoffAt: Date;
  /** Past this instant the quote must be fetched again. */
  expiresAt: Date;
};

export type DispatchDelivery = {
  externalId: string;
  stage: DispatchStage;
  /** The network's page where the diner follows the courier, when it has one. */
  trackingUrl: string | null;
  /** The network's own reference of the delivery (DoorDash's support reference; the sandbox's booking). */
  providerRef: string | null;
  pickupAt: Date | null;
  dropoffAt: Date | null;
};

/** A stored booking, as `status` needs it. */
export type BookedDelivery = { externalId: string; providerRef: string | null; bookedAt: Date };

/** A verified status report from the network's webhook. `id` is the same for a retried report. */
export type DispatchReport = {
  id: string;
  externalId: string;
  /** Null: an event that moves no stage (a location ping, a batching notice); acknowledged and kept. */
  stage: DispatchStage | null;
  trackingUrl: string | null;
  occurredAt: Date;
  /** The network's name of the event, as sent. */
  event: string;
};

export type WebhookReading = { ok: true; report: DispatchReport } | { ok: false; problem: 'unverified' | 'unreadable' };

/**
 * Why a network call did not give an answer:
 * - `refused`: the network will not carry it (address out of reach, bad phone, quote expired);
 * - `not_found`: it knows no such delivery;
 * - `unavailable`: it did not answer, or answered with a server error (try again later).
 */
export class DispatchError extends Error {
  override name = 'DispatchError';
  constructor(
    readonly reason: 'refused' | 'not_found' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

export type Dispatcher = {
  readonly name: 'doordash' | 'sandbox';
  /** A priced quote for carrying `request` now. */
  quote(request: DeliveryRequest): Promise<DispatchQuote>;
  /** Books the courier on the quote given for `request.externalId` (accepting it), or on a fresh one. */
  create(request: DeliveryRequest, quote: DispatchQuote | null): Promise<DispatchDelivery>;
  cancel(delivery: BookedDelivery): Promise<DispatchDelivery>;
  /** Where the delivery stands at `now` (the request's clock; only the sandbox reads it). */
  status(delivery: BookedDelivery, now: Date): Promise<DispatchDelivery>;
  /**
   * The report a webhook request carries, once checked that it really comes from the network
   * (`unverified`: the caller answers 401) and reads as one (`unreadable`: 400). The sandbox sends
   * no webhooks and verifies none.
   */
  readWebhook(input: { authorization: string | undefined; body: unknown }): WebhookReading;
};
