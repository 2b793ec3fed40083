/**
 * A "delete" request carried out: the person's data removed or anonymised, keeping what the law
 * requires for orders (amounts, taxes, dates, the restaurant, the lines' items and prices).
 *
 * - Orders and their payment attempts lose the name, email, phone, delivery address, instructions,
 *   the browser device's hash and cardholder/billing details; they are unlinked from the account.
 * - Catering quotes, survey and contact-form submissions (talk-to, general feedback) lose the name,
 *   email, phone and free text; the feedback on orders loses its comment and its link to the account
 *   (the rating stays with the order); coupon uses counted by the email are counted by nobody.
 * - Job applications lose the name, email and phone; their files are named in the outcome for the
 *   caller to remove from storage once the transaction has committed.
 * - The account loses its addresses, vehicles, saved cards (and its customers at the card
 *   processors, named in the outcome for the caller to delete there once committed), favourites, wallet rewards (achievement,
 *   referral, birthday and mystery grants included), mystery reveals, birthday and points history
 *   (the orders keep their amounts); every session is revoked and every email token dropped, and
 *   its row keeps no name, contact, referral code or credential: it can never sign in again. The emails already written to the address are dropped from the outbox.
 * - The privacy request itself and the do-not-sell opt-out stay: the law asks us to keep records
 *   of requests, and the opt-out must keep being honoured.
 * Runs in the caller's transaction.
 */
import type { PrivacyOutcome } from '@/server/db/schema';
import { eraseAccount, eraseApplications, eraseOrders, eraseSubmissions, dropQueuedEmails, scrubOptOuts, type ProcessorCustomer } from './erase-repository';
import { accountOf, cateringLeadIdsOf, orderIdsOf, type Db } from './person-records-repository';

/** What a request did, and what to remove outside the database once it has committed: stored files, customers at card processors. */
export type Erasure = { outcome: PrivacyOutcome; fileKeys: string[]; processorCustomers: ProcessorCustomer[] };

/** A request that leaves nothing to remove outside the database. */
export const nothingOutside = (outcome: PrivacyOutcome): Erasure => ({ outcome, fileKeys: [], processorCustomers: [] });

export async function erasePerson(tx: Db, emailKey: string, now: Date): Promise<Erasure> {
  const account = await accountOf(tx, emailKey);
  const customerId = account?.id ?? null;
  const orderIds = await orderIdsOf(tx, emailKey, customerId);
  const leadIds = await cateringLeadIdsOf(tx, emailKey, customerId);
  const orderFeedback = await eraseOrders(tx, emailKey, orderIds, customerId, now);
  const { feedback } = await eraseSubmissions(tx, emailKey, leadIds);
  const fileKeys = await eraseApplications(tx, emailKey);
  const processorCustomers = customerId !== null ? await eraseAccount(tx, customerId, now) : [];
  await scrubOptOuts(tx, emailKey, now);
  await dropQueuedEmails(tx, emailKey);
  return {
    outcome: { account: customerId !== null, orders: orderIds.length, cateringQuotes: leadIds.length, feedback, orderFeedback, jobApplications: fileKeys.length },
    fileKeys,
    processorCustomers,
  };
}
