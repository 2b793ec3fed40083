/**
 * The sandbox of the dispatch interface, for demo mode without a courier network: it quotes
 * SANDBOX_FEE with times from the sandbox timeline, and a booked delivery moves through assigned
 * → picked up → dropped off as the request's clock (the demo clock) passes the timeline's minutes
 * (domain/dispatch/sandbox-courier.ts). It holds no state: what a booking will do is written in
 * its reference (`sbx-ok-…` or `sbx-cancel-…`), stored with the delivery. Its documented triggers,
 * like a processor's test cards: a drop-off address with SANDBOX_UNREACHABLE_WORD is refused, and
 * drop-off instructions with SANDBOX_CANCEL_INSTRUCTION book a courier who cancels at pickup.
 * Its tracking link is the API's demo page of the booking (`trackingBase`/{reference}).
 */
import { randomUUID } from 'node:crypto';
import {
  SANDBOX_CANCEL_INSTRUCTION,
  SANDBOX_DROPOFF_MINUTES,
  SANDBOX_FEE,
  SANDBOX_PICKUP_MINUTES,
  SANDBOX_QUOTE_VALID_MINUTES,
  SANDBOX_UNREACHABLE_WORD,
  minutesAfter,
  sandboxStageAt,
} from '@/domain/dispatch/sandbox-courier';
import { Decimal } from '@/domain/money';
import { DispatchError, type BookedDelivery, type DispatchDelivery, type Dispatcher } from './courier';

export type SandboxOptions = {
  /** The clock quotes and bookings are stamped with: the request's (demo) clock. */
  now: () => Date;
  /** Where the sandbox's tracking pages live: the booking's reference is appended. */
  trackingBase: string;
};

const REF = /^sbx-(ok|cancel)-[0-9a-f-]{36}$/;

/** Whether `ref` names a sandbox booking, and whether its courier cancels. */
export function readSandboxRef(ref: string | null): { cancels: boolean } | null {
  const match = ref ? REF.exec(ref) : null;
  return match ? { cancels: match[1] === 'cancel' } : null;
}

export function createSandboxDispatcher({ now, trackingBase }: SandboxOptions): Dispatcher {
  function at(delivery: BookedDelivery, when: Date): DispatchDelivery {
    const booking = readSandboxRef(delivery.providerRef);
    if (!booking) throw new DispatchError('not_found', `The sandbox courier has no delivery ${delivery.externalId}`);
    return {
      externalId: delivery.externalId,
      stage: sandboxStageAt({ bookedAt: delivery.bookedAt, cancels: booking.cancels }, when),
      trackingUrl: `${trackingBase}/${delivery.providerRef}`,
      providerRef: delivery.providerRef,
      pickupAt: minutesAfter(delivery.bookedAt, SANDBOX_PICKUP_MINUTES),
      dropoffAt: minutesAfter(delivery.bookedAt, SANDBOX_DROPOFF_MINUTES),
    };
  }

  return {
    name: 'sandbox',
    async quote(request) {
      if (request.dropoff.address.includes(SANDBOX_UNREACHABLE_WORD)) {
        throw new DispatchError('refused', `The sandbox courier does not reach ${request.dropoff.address}`);
      }
      const quotedAt = now();
      return {
        externalId: request.externalId,
        fee: new Decimal(SANDBOX_FEE),
        currency: request.currency.toUpperCase(),
        pickupAt: minutesAfter(quotedAt, SANDBOX_PICKUP_MINUTES),
        dropoffAt: minutesAfter(quotedAt, SANDBOX_DROPOFF_MINUTES),
        expiresAt: minutesAfter(quotedAt, SANDBOX_QUOTE_VALID_MINUTES),
      };
    },
    async create(request) {
      if (request.dropoff.address.includes(SANDBOX_UNREACHABLE_WORD)) {
        throw new DispatchError('refused', `The sandbox courier does not reach ${request.dropoff.address}`);
      }
      const cancels = request.dropoff.instructions.toLowerCase().includes(SANDBOX_CANCEL_INSTRUCTION);
      const providerRef = `sbx-${cancels ? 'cancel' : 'ok'}-${randomUUID()}`;
      const bookedAt = now();
      return at({ externalId: request.externalId, providerRef, bookedAt }, bookedAt);
    },
    async cancel(delivery) {
      const current = at(delivery, now());
      return { ...current, stage: current.stage === 'dropped_off' ? 'dropped_off' : 'cancelled' };
    },
    async status(delivery, when) {
      return at(delivery, when);
    },
    readWebhook: () => ({ ok: false, problem: 'unverified' }),
  };
}
