/**
 * The writes of an erasure, each in the transaction it is given: the account's own rows removed and
 * its row scrubbed, the orders, submissions and job applications of the person scrubbed, the
 * opt-out's name blanked and the emails queued to the address dropped.
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
import {
  contestOf,
  feedbackOf,
  generalFeedbackOf,
  jobApplicationsOf,
  orderFeedbackOf,
  talkToOf,
  within,
  type Db,
} from './person-records-repository';
import { markCustomersErased, type ProcessorCustomer } from './erased-customer-repository';

export type { ProcessorCustomer };

const ERASED_CONTACT = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * Removes what hangs on the account, revokes its sessions and scrubs its row: it can never sign in
 * again. Answers the account's customers at the card processors, marked as erased, for the caller
 * to delete there.
 */
export async function eraseAccount(tx: Db, customerId: number, now: Date): Promise<ProcessorCustomer[]> {
  await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  await tx.delete(customerVehicles).where(eq(customerVehicles.customerId, customerId));
  await tx.delete(savedCards).where(eq(savedCards.customerId, customerId));
  const atProcessors = await markCustomersErased(tx, customerId, now);
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
  return atProcessors;
}

/** Scrubs the orders (and their lines, payments and feedback); answers how many feedbacks it scrubbed. */
export async function eraseOrders(tx: Db, emailKey: string, ids: string[], customerId: number | null, now: Date): Promise<number> {
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

/** Scrubs the catering quotes and the survey and contact-form submissions; answers how many feedbacks it scrubbed. */
export async function eraseSubmissions(tx: Db, emailKey: string, leadIds: string[]): Promise<{ feedback: number }> {
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
export async function eraseApplications(tx: Db, emailKey: string): Promise<string[]> {
  const rows = await tx
    .update(jobApplications)
    .set({ firstName: '', lastName: '', email: '', phone: '' })
    .where(jobApplicationsOf(emailKey))
    .returning({ fileKey: jobApplications.fileKey });
  return rows.map((row) => row.fileKey);
}

/** Blanks the name kept on the email's opt-outs: the opt-out itself stays honoured. */
export async function scrubOptOuts(tx: Db, emailKey: string, now: Date): Promise<void> {
  await tx.update(privacyOptOuts).set({ firstName: '', lastName: '', updatedAt: now }).where(eq(privacyOptOuts.emailKey, emailKey));
}

/** Drops the emails queued to the address. */
export async function dropQueuedEmails(tx: Db, emailKey: string): Promise<void> {
  await tx.delete(outboxEmails).where(sql`lower(${outboxEmails.toAddress}) = ${emailKey}`);
}
