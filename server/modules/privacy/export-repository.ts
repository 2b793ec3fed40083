/**
 * The reads of a person's export, as plain rows: the account's loyalty and what hangs on it, the
 * orders (with their lines, payments and feedback), the submissions and the privacy records.
 * Saved cards are read by brand, last 4 digits and expiry only.
 */
import { asc, eq } from 'drizzle-orm';
import {
  cateringContestEntries,
  cateringFeedback,
  cateringLeads,
  customerAddresses,
  customerBirthdays,
  customerVehicles,
  favoriteLocations,
  generalFeedback,
  items,
  jobApplications,
  locations,
  mysteryReveals,
  orderFeedback,
  orderItems,
  orders,
  paymentAttempts,
  pointsLedger,
  privacyOptOuts,
  privacyRequests,
  savedCards,
  talkToSubmissions,
  walletRewards,
} from '@/server/db/schema';
import { contestOf, feedbackOf, generalFeedbackOf, jobApplicationsOf, orderFeedbackOf, talkToOf, within, type Db } from './person-records-repository';

/** The points ledger, the wallet rewards (with their item's title), the mystery reveals and the birthday of an account. */
export async function loyaltyRows(db: Db, customerId: number) {
  const [ledger, wallet, reveals, birthdays] = await Promise.all([
    db.select().from(pointsLedger).where(eq(pointsLedger.customerId, customerId)).orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id)),
    db
      .select({ reward: walletRewards, item: items.title })
      .from(walletRewards)
      .leftJoin(items, eq(items.id, walletRewards.itemId))
      .where(eq(walletRewards.customerId, customerId))
      .orderBy(asc(walletRewards.createdAt)),
    db.select().from(mysteryReveals).where(eq(mysteryReveals.customerId, customerId)).orderBy(asc(mysteryReveals.sequence)),
    db.select().from(customerBirthdays).where(eq(customerBirthdays.customerId, customerId)),
  ]);
  return { ledger, wallet, reveals, birthdays };
}

/** The addresses, vehicles, saved cards and favourite restaurants of an account. */
export async function accountRows(db: Db, customerId: number) {
  const [addresses, vehicles, cards, favorites] = await Promise.all([
    db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).orderBy(asc(customerAddresses.id)),
    db.select().from(customerVehicles).where(eq(customerVehicles.customerId, customerId)).orderBy(asc(customerVehicles.id)),
    db.select({ brand: savedCards.brand, last4: savedCards.last4, expMonth: savedCards.expMonth, expYear: savedCards.expYear }).from(savedCards).where(eq(savedCards.customerId, customerId)),
    db.select({ title: locations.title }).from(favoriteLocations).innerJoin(locations, eq(locations.id, favoriteLocations.locationId)).where(eq(favoriteLocations.customerId, customerId)),
  ]);
  return { addresses, vehicles, cards, favorites };
}

/** The orders of those ids (with their restaurant), their lines, their payment attempts and the feedback on them or by the account. */
export async function orderRows(db: Db, ids: string[], customerId: number | null) {
  const rows = await db
    .select({ order: orders, store: locations.title })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(within(orders.id, ids))
    .orderBy(asc(orders.createdAt));
  const lines = await db
    .select({ orderId: orderItems.orderId, item: items.title, quantity: orderItems.quantity, unitPrice: orderItems.unitPrice, specialInstructions: orderItems.specialInstructions })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(within(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const cards = await db
    .select({ orderId: paymentAttempts.orderId, method: paymentAttempts.method, status: paymentAttempts.status, cardBrand: paymentAttempts.cardBrand, cardLast4: paymentAttempts.cardLast4, cardholderName: paymentAttempts.cardholderName, billing: paymentAttempts.billing })
    .from(paymentAttempts)
    .where(within(paymentAttempts.orderId, ids));
  const ratings = await db.select().from(orderFeedback).where(orderFeedbackOf(ids, customerId));
  return { rows, lines, cards, ratings };
}

/** The catering quotes of those ids, and the survey, contact-form and job-application submissions of the email. */
export async function submissionRows(db: Db, emailKey: string, leadIds: string[]) {
  const [quotes, feedback, contest, talkTo, general, applications] = await Promise.all([
    db.select().from(cateringLeads).where(within(cateringLeads.id, leadIds)).orderBy(asc(cateringLeads.createdAt)),
    db.select().from(cateringFeedback).where(feedbackOf(emailKey)).orderBy(asc(cateringFeedback.createdAt)),
    db.select().from(cateringContestEntries).where(contestOf(emailKey)).orderBy(asc(cateringContestEntries.createdAt)),
    db
      .select({ row: talkToSubmissions, store: locations.title })
      .from(talkToSubmissions)
      .innerJoin(locations, eq(locations.id, talkToSubmissions.locationId))
      .where(talkToOf(emailKey))
      .orderBy(asc(talkToSubmissions.createdAt)),
    db.select().from(generalFeedback).where(generalFeedbackOf(emailKey)).orderBy(asc(generalFeedback.createdAt)),
    db
      .select({ row: jobApplications, store: locations.title })
      .from(jobApplications)
      .innerJoin(locations, eq(locations.id, jobApplications.locationId))
      .where(jobApplicationsOf(emailKey))
      .orderBy(asc(jobApplications.createdAt)),
  ]);
  return { quotes, feedback, contest, talkTo, general, applications };
}

/** The privacy requests and do-not-sell opt-outs of the email. */
export async function privacyRows(db: Db, emailKey: string) {
  const [requests, optOuts] = await Promise.all([
    db.select().from(privacyRequests).where(eq(privacyRequests.emailKey, emailKey)).orderBy(asc(privacyRequests.receivedAt)),
    db.select().from(privacyOptOuts).where(eq(privacyOptOuts.emailKey, emailKey)),
  ]);
  return { requests, optOuts };
}
