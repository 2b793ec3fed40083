/**
 * The export of a "know" request: everything the chain holds about the person of an email, built
 * at download time. Saved cards appear by brand, last 4 digits and expiry only (never a number or
 * token); amounts stay decimal strings. A job application's file is named by its type and size,
 * never copied into the export.
 */
import { FEEDBACK_TYPES, VISIT_TYPES } from '@/domain/contact/types';
import { jobPositionOf, UPLOAD_MEDIA_TYPES } from '@/domain/jobs';
import { REWARD_SOURCE, REWARD_STATUS_NAMES } from '@/domain/loyalty/constants';
import { handoffValueOf, type HandoffId } from '@/domain/ordering/handoffs';
import { statusName } from '@/domain/ordering/order-status';
import { accountRows, loyaltyRows, orderRows, privacyRows, submissionRows } from './export-repository';
import { accountOf, cateringLeadIdsOf, orderIdsOf, type Db } from './person-records-repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const nameOf = <T extends { id: number; name: string }>(choices: readonly T[], id: number) => choices.find((choice) => choice.id === id)?.name ?? null;

const SOURCE_NAMES = Object.fromEntries(Object.entries(REWARD_SOURCE).map(([name, id]) => [id, name])) as Record<number, string>;

/**
 * The points balance (the sum of the ledger), its history, the rewards of the wallet (with where
 * each came from: an achievement, a referral, a birthday...), the mystery rewards revealed and the
 * birthday given.
 */
async function loyaltyPart(db: Db, customerId: number) {
  const { ledger, wallet, reveals, birthdays } = await loyaltyRows(db, customerId);
  const birthday = birthdays[0];
  return {
    pointsBalance: ledger.reduce((sum, entry) => sum + entry.points, 0),
    pointsHistory: ledger.map((entry) => ({ points: entry.points, reason: entry.reason, at: iso(entry.createdAt) })),
    wallet: wallet.map(({ reward, item }) => ({
      title: reward.title ?? item,
      item,
      from: reward.rewardSourceId === null ? 'rewardsStore' : (SOURCE_NAMES[reward.rewardSourceId] ?? null),
      couponCode: reward.couponCode,
      pointsSpent: reward.pointsSpent,
      status: REWARD_STATUS_NAMES[reward.statusId],
      expiresAt: iso(reward.expiresAt),
      receivedAt: iso(reward.createdAt),
    })),
    mysteryRewards: reveals.map((reveal) => ({ number: reveal.sequence, prize: reveal.prizeKey, rerolls: reveal.rerolls, acceptedAt: iso(reveal.acceptedAt), revealedAt: iso(reveal.createdAt) })),
    birthday: birthday ? { month: birthday.month, day: birthday.day } : null,
  };
}

async function accountPart(db: Db, emailKey: string) {
  const account = await accountOf(db, emailKey);
  if (!account) return { account: null, customerId: null };
  const id = account.id;
  const [{ addresses, vehicles, cards, favorites }, loyalty] = await Promise.all([accountRows(db, id), loyaltyPart(db, id)]);
  return {
    customerId: id,
    account: {
      profile: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phone: account.phone,
        address: account.address,
        city: account.city,
        state: account.state,
        zip: account.zip,
        locale: account.locale,
        referralCode: account.referralCode,
        referredByCode: account.referredByCode,
        emailVerifiedAt: iso(account.emailVerifiedAt),
        createdAt: iso(account.createdAt),
      },
      addresses: addresses.map((a) => ({ address: a.address, city: a.city, state: a.state, zip: a.zip, aptSuitBldg: a.aptSuitBldg, deliveryInstructions: a.deliveryInstructions, isPrimary: a.isPrimary })),
      vehicles: vehicles.map((v) => ({ make: v.make, model: v.model, colour: v.colour })),
      savedCards: cards,
      favoriteRestaurants: favorites.map((f) => f.title),
      loyalty,
    },
  };
}

async function ordersPart(db: Db, emailKey: string, customerId: number | null) {
  const ids = await orderIdsOf(db, emailKey, customerId);
  const { rows, lines, cards, ratings } = await orderRows(db, ids, customerId);
  return rows.map(({ order, store }) => ({
    number: order.number,
    restaurant: store,
    status: statusName(order.statusId),
    handoff: handoffValueOf(order.handoffId as HandoffId),
    placedAt: iso(order.createdAt),
    paidAt: iso(order.paidAt),
    pickupOrDeliveryAt: iso(order.timeslotStart),
    currency: order.currency,
    amounts: { subtotal: order.subtotal, discount: order.discountTotal, deliveryFee: order.deliveryFee, tax: order.taxTotal, tip: order.tip, total: order.total },
    contact: order.guest,
    deliveryAddress: order.deliveryAddress ? { ...order.deliveryAddress, aptSuitBldg: order.aptSuitBldg, instructions: order.deliveryInstructions } : null,
    lines: lines.filter((line) => line.orderId === order.id).map(({ orderId: _orderId, ...line }) => line),
    payments: cards.filter((card) => card.orderId === order.id).map(({ orderId: _orderId, ...card }) => card),
    feedback: ratings
      .filter((rating) => rating.orderId === order.id)
      .map((rating) => ({ rating: rating.rating, comment: rating.comment, givenAt: iso(rating.createdAt), reviewRequestedAt: iso(rating.reviewRequestedAt) }))[0] ?? null,
  }));
}

async function submissionsPart(db: Db, emailKey: string, customerId: number | null) {
  const leadIds = await cateringLeadIdsOf(db, emailKey, customerId);
  const { quotes, feedback, contest, talkTo, general, applications } = await submissionRows(db, emailKey, leadIds);
  return {
    cateringQuotes: quotes.map((q) => ({
      number: q.number,
      contact: q.contact,
      deliveryAddress: q.deliveryAddress,
      eventDate: q.eventDate,
      eventTime: q.eventTime,
      headcount: q.headcount,
      company: q.company,
      notes: q.notes,
      total: q.requestTotal,
      amountPaid: q.amountPaid,
      createdAt: iso(q.createdAt),
    })),
    feedback: {
      catering: feedback.map((f) => ({ name: `${f.firstName} ${f.lastName}`, email: f.email, phone: f.phone, eventDate: f.eventDate, ratingOverall: f.ratingOverall, comment: f.comment, createdAt: iso(f.createdAt) })),
      cateringContest: contest.map((c) => ({ name: `${c.firstName} ${c.lastName}`, email: c.email, phone: c.phone, company: c.company, occasion: c.occasion, reason: c.reason, createdAt: iso(c.createdAt) })),
      talkTo: talkTo.map(({ row, store }) => ({
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        phone: row.phone,
        restaurant: store,
        visitDate: row.visitDate,
        visitType: nameOf(VISIT_TYPES, row.visitTypeId),
        message: row.message,
        createdAt: iso(row.createdAt),
      })),
      general: general.map((g) => ({ name: `${g.firstName} ${g.lastName}`, email: g.email, about: nameOf(FEEDBACK_TYPES, g.feedbackTypeId), message: g.message, createdAt: iso(g.createdAt) })),
    },
    jobApplications: applications.map(({ row, store }) => ({
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      phone: row.phone,
      restaurant: store,
      position: jobPositionOf(row.positionId)?.name ?? null,
      days: row.days,
      shifts: row.shifts,
      file: { name: row.fileKey.slice(row.fileKey.lastIndexOf('/') + 1), type: UPLOAD_MEDIA_TYPES[row.fileKind], bytes: row.fileBytes },
      createdAt: iso(row.createdAt),
    })),
  };
}

async function privacyPart(db: Db, emailKey: string) {
  const { requests, optOuts } = await privacyRows(db, emailKey);
  return {
    privacyRequests: requests.map((r) => ({ type: r.requestType, status: r.status, receivedAt: iso(r.receivedAt), dueAt: iso(r.dueAt), completedAt: iso(r.completedAt) })),
    doNotSell: optOuts.map((o) => ({ since: iso(o.createdAt), source: o.source })),
  };
}

export type PersonExport = Awaited<ReturnType<typeof buildExport>>;

export async function buildExport(db: Db, emailKey: string, request: { id: string; receivedAt: Date }, now: Date) {
  const { account, customerId } = await accountPart(db, emailKey);
  return {
    generatedAt: now.toISOString(),
    request: { id: request.id, receivedAt: request.receivedAt.toISOString() },
    email: emailKey,
    account,
    orders: await ordersPart(db, emailKey, customerId),
    ...(await submissionsPart(db, emailKey, customerId)),
    ...(await privacyPart(db, emailKey)),
  };
}

/** How many records of each kind an export holds: the outcome of a "know" request. */
export function exportCounts(data: PersonExport): Record<string, number | boolean> {
  return {
    account: data.account !== null,
    orders: data.orders.length,
    cateringQuotes: data.cateringQuotes.length,
    feedback: data.feedback.catering.length + data.feedback.cateringContest.length + data.feedback.talkTo.length + data.feedback.general.length,
    orderFeedback: data.orders.filter((order) => order.feedback !== null).length,
    jobApplications: data.jobApplications.length,
    wallet: data.account?.loyalty.wallet.length ?? 0,
  };
}
