/**
 * Deleting an erased person's customers at the card processor, so that none of their saved cards
 * pays again. The erasure marks each customer (./erased-customer-repository); once it committed,
 * each is deleted through the card vault, the processor's "already gone" counting as deleted, and
 * its row goes when the processor confirmed. A processor that cannot be reached, fails or refuses
 * never fails the erasure: the customer stays marked, a warning is logged, and the forget job
 * asks again on its schedule (on the job queue, so once across every API instance).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CardVault } from '@/server/modules/payments';
import type { JobDefinition } from '@/server/jobs/job';
import { dropErasedCustomer, erasedCustomersAt } from './erased-customer-repository';
import type { Db } from './person-records-repository';

export const FORGET_ERASED_CUSTOMERS_JOB = 'forget-erased-card-customers';
export const FORGET_EVERY_SECONDS = 900;
/** At most this many customers per run; the next run takes the rest. */
export const FORGET_BATCH = 50;

type Cards = Pick<CardVault, 'processor' | 'forgetCustomer'>;
type Forgotten = Awaited<ReturnType<Cards['forgetCustomer']>>;

/**
 * The card vault as an erasure uses it: deleting a customer at the processor in use also drops its
 * erased row, and a deletion that did not go through is answered as a failure value (never thrown),
 * its row kept for the forget job.
 */
export function erasedCustomerForgetter(db: Db, log: FastifyBaseLogger, cards: Cards): Cards {
  return {
    processor: cards.processor,
    async forgetCustomer(customerRef) {
      const forgotten = await cards.forgetCustomer(customerRef).catch(
        (cause: unknown): Forgotten => ({ ok: false, code: 'gateway_unavailable', message: cause instanceof Error ? cause.message : String(cause) }),
      );
      if (forgotten.ok) {
        await dropErasedCustomer(db, { processor: cards.processor, customerRef });
        return forgotten;
      }
      log.warn({ processor: cards.processor, reason: forgotten.message }, 'an erased person’s customer at the card processor could not be deleted yet; the forget job retries it');
      return forgotten;
    },
  };
}

/** The forget job: every erased customer still marked at the processor in use is asked to be deleted again. */
export function forgetErasedCustomersJob(cards: Cards): JobDefinition {
  return {
    name: FORGET_ERASED_CUSTOMERS_JOB,
    everySeconds: FORGET_EVERY_SECONDS,
    runAtStart: true,
    async run({ db, log }) {
      const forgetter = erasedCustomerForgetter(db, log, cards);
      const counts = { forgotten: 0, waiting: 0 };
      for (const { customerRef } of await erasedCustomersAt(db, cards.processor, FORGET_BATCH)) {
        const forgotten = await forgetter.forgetCustomer(customerRef);
        counts[forgotten.ok ? 'forgotten' : 'waiting'] += 1;
      }
      return counts;
    },
  };
}
