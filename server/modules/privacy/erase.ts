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
 * - The account loses its addresses, vehicles, saved cards, favourites, wallet rewards (achievement,
 *   referral, birthday and mystery grants included), mystery reveals, birthday and points history
 *   (the orders keep their amounts); every session is revoked and every email token dropped, and
 *   its row keeps no name, contact, referral code or credential: it can never sign in again. The emails already written to the address are dropped from the outbox.
 * - The privacy request itself and the do-not-sell opt-out stay: the law asks us to keep records
 *   of requests, and the opt-out must keep being honoured.
 * Runs in the caller's transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { erasedEmailOf } from '@/domain/privacy';
import {
  cateringContestEntries,
  cateringFeedback,
  cateringLeads,
  customerAddresses,
  customerBirthdays,
  customers,
  customerSessions,
  customerVehicles,
  emailTokens,
  couponRedemptions,
  favoriteLocations,
  generalFeedback,
  jobApplications,
  mysteryReveals,
  orderFeedback,
  orderItems,
  orders,
  outboxEmails,
  paymentAttempts,
  pointsLedger,
  privacyOptOuts,
  savedCards,
  talkToSubmissions,
  walletRewards,
} from '@/server/db/schema';
import type { PrivacyOutcome } from '@/server/db/schema';
import {
  accountOf,
  cateringLeadIdsOf,
  contestOf,
  feedbackOf,
  generalFeedbackOf,
  jobApplicationsOf,
  orderFeedbackOf,
  orderIdsOf,
  talkToOf,
  within,
  type Db,
} from './person-records';

const ERASED_CONTACT = { firstName: '', lastName: '', email: '', phone: '' };

async function eraseAccount(tx: Db, customerId: number, now: Date): Promise<void> {
  await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  await tx.delete(customerVehicles).where(eq(customerVehicles.customerId, customerId));
  await tx.delete(savedCards).where(eq(savedCards.customerId, customerId));
  await tx.delete(favoriteLocations).where(eq(favoriteLocations.customerId, customerId));
  await tx.delete(mysteryReveals).where(eq(mysteryReveals.customerId, customerId));
  await tx.delete(customerBirthdays).where(eq(customerBirthdays.customerId, customerId));
  await tx.delete(walletRewards).where(eq(walletRewards.customerId, customerId));
  await tx.delete(pointsLedger).where(eq(pointsLedger.customerId, customerId));
  await tx.delete(emailTokens).where(eq(emailTokens.customerId, customerId));
  await tx.update(customerSessions).set({ revokedAt: now }).where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));
  await tx
    .update(customers)
    .set({
      email: erasedEmailOf(customerId),
      emailVerifiedAt: null,
      passwordHash: null,
      facebookId: null,
      firstName: '',
      lastName: '',
      phone: '',
      address: null,
      city: null,
      state: null,
      zip: null,
      referralCode: `ERASED-${customerId}`,
      referredByCode: null,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
}

async function eraseOrders(tx: Db, emailKey: string, ids: string[], customerId: number | null, now: Date): Promise<number> {
  const rated = await tx.update(orderFeedback).set({ comment: null, customerId: null }).where(orderFeedbackOf(ids, customerId)).returning({ id: orderFeedback.orderId });
  await tx
    .update(couponRedemptions)
    .set({ customerKey: sql`'erased:' || ${couponRedemptions.id}` })
    .where(eq(couponRedemptions.customerKey, `e:${emailKey}`));
  await tx
    .update(orders)
    .set({ guest: ERASED_CONTACT, deliveryAddress: null, aptSuitBldg: null, deliveryInstructions: null, deviceHash: null, customerId: null, updatedAt: now })
    .where(within(orders.id, ids));
  await tx.update(orderItems).set({ specialInstructions: null }).where(within(orderItems.orderId, ids));
  await tx.update(paymentAttempts).set({ cardholderName: null, billing: null }).where(within(paymentAttempts.orderId, ids));
  return rated.length;
}

async function eraseSubmissions(tx: Db, emailKey: string, leadIds: string[]): Promise<{ feedback: number }> {
  await tx.update(cateringLeads).set({ contact: ERASED_CONTACT, deliveryAddress: null, company: null, notes: null, customerId: null }).where(within(cateringLeads.id, leadIds));
  const feedback = await tx
    .update(cateringFeedback)
    .set({ firstName: '', lastName: '', email: '', phone: null, comment: null })
    .where(feedbackOf(emailKey))
    .returning({ id: cateringFeedback.id });
  const contest = await tx
    .update(cateringContestEntries)
    .set({ firstName: '', lastName: '', email: '', emailKey: sql`'erased:' || ${cateringContestEntries.id}`, phone: '', company: null, occasion: '', reason: '' })
    .where(contestOf(emailKey))
    .returning({ id: cateringContestEntries.id });
  const talkTo = await tx
    .update(talkToSubmissions)
    .set({ firstName: '', lastName: '', email: '', phone: null, message: '' })
    .where(talkToOf(emailKey))
    .returning({ id: talkToSubmissions.id });
  const general = await tx
    .update(generalFeedback)
    .set({ firstName: '', lastName: '', email: '', message: '' })
    .where(generalFeedbackOf(emailKey))
    .returning({ id: generalFeedback.id });
  return { feedback: feedback.length + contest.length + talkTo.length + general.length };
}

/** Scrubs the applications and answers the keys of their files. */
async function eraseApplications(tx: Db, emailKey: string): Promise<string[]> {
  const rows = await tx
    .update(jobApplications)
    .set({ firstName: '', lastName: '', email: '', phone: '' })
    .where(jobApplicationsOf(emailKey))
    .returning({ fileKey: jobApplications.fileKey });
  return rows.map((row) => row.fileKey);
}

/** What an erasure did, and the stored files to remove once it has committed. */
export type Erasure = { outcome: PrivacyOutcome; fileKeys: string[] };

export async function erasePerson(tx: Db, emailKey: string, now: Date): Promise<Erasure> {
  const account = await accountOf(tx, emailKey);
  const customerId = account?.id ?? null;
  const orderIds = await orderIdsOf(tx, emailKey, customerId);
  const leadIds = await cateringLeadIdsOf(tx, emailKey, customerId);
  const orderFeedback = await eraseOrders(tx, emailKey, orderIds, customerId, now);
  const { feedback } = await eraseSubmissions(tx, emailKey, leadIds);
  const fileKeys = await eraseApplications(tx, emailKey);
  if (customerId !== null) await eraseAccount(tx, customerId, now);
  await tx.update(privacyOptOuts).set({ firstName: '', lastName: '', updatedAt: now }).where(eq(privacyOptOuts.emailKey, emailKey));
  await tx.delete(outboxEmails).where(sql`lower(${outboxEmails.toAddress}) = ${emailKey}`);
  return {
    outcome: { account: customerId !== null, orders: orderIds.length, cateringQuotes: leadIds.length, feedback, orderFeedback, jobApplications: fileKeys.length },
    fileKeys,
  };
}
