/**
 * E-gift card rows, and the gift card each one loads: a purchase row is changed only under its
 * FOR UPDATE lock; a new gift card is written with its 'load' ledger row, and a void with its
 * own ledger row taking the balance to zero.
 */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { Decimal, toMoneyString } from '@/domain/money';
import type { Database } from '@/server/db/client';
import { brands, customers, eGiftCards, giftCardLedger, giftCards } from '@/server/db/schema';
import { numberHash, pinHash } from '../gift-cards/codes';
import { newCardSecret, type CardSecret } from './sealed-card';

export type EGiftRow = typeof eGiftCards.$inferSelect;
export type NewEGift = typeof eGiftCards.$inferInsert;
/** A row with its gift card's balance, and whether anything was spent from it. */
export type EGiftWithBalance = EGiftRow & { balance: string | null; last4: string | null; spent: boolean };

export async function insertEGift(tx: Database, row: NewEGift): Promise<void> {
  await tx.insert(eGiftCards).values(row);
}

export async function lockEGift(tx: Database, id: string): Promise<EGiftRow | undefined> {
  const [row] = await tx.select().from(eGiftCards).where(eq(eGiftCards.id, id)).for('update');
  return row;
}

export async function updateEGift(tx: Database, id: string, change: Partial<NewEGift>): Promise<void> {
  await tx.update(eGiftCards).set(change).where(eq(eGiftCards.id, id));
}

/** The row charged under a gateway key (a retried request's), if any. */
export async function eGiftByGatewayKey(db: Database, gatewayKey: string): Promise<EGiftRow | undefined> {
  const [row] = await db.select().from(eGiftCards).where(eq(eGiftCards.gatewayKey, gatewayKey));
  return row;
}

/** Rows whose payment is still pending since before `before`: their request died between charge and record. */
export async function stalePendingEGifts(db: Database, before: Date, limit: number): Promise<EGiftRow[]> {
  return db
    .select()
    .from(eGiftCards)
    .where(and(eq(eGiftCards.status, 'pending'), lte(eGiftCards.createdAt, before)))
    .orderBy(asc(eGiftCards.createdAt))
    .limit(limit);
}

/** The ids of scheduled cards whose delivery instant has come, oldest first. */
export async function dueEGiftIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: eGiftCards.id })
    .from(eGiftCards)
    .where(and(eq(eGiftCards.status, 'scheduled'), lte(eGiftCards.deliverAt, now)))
    .orderBy(asc(eGiftCards.deliverAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

const withBalance = {
  balance: giftCards.balance,
  last4: giftCards.last4,
  spent: sql<boolean>`exists (select 1 from ${giftCardLedger} where ${giftCardLedger.giftCardId} = ${eGiftCards.giftCardId} and ${giftCardLedger.kind} = 'spend')`,
};

function selectWithBalance(db: Database) {
  return db
    .select({ row: eGiftCards, ...withBalance })
    .from(eGiftCards)
    .leftJoin(giftCards, eq(giftCards.id, eGiftCards.giftCardId));
}

const flatten = (rows: { row: EGiftRow; balance: string | null; last4: string | null; spent: boolean }[]): EGiftWithBalance[] =>
  rows.map(({ row, balance, last4, spent }) => ({ ...row, balance, last4, spent: Boolean(spent) }));

/** The cards an account bought (paid or not), newest first. */
export async function boughtBy(db: Database, customerId: number, limit: number): Promise<EGiftWithBalance[]> {
  return flatten(await selectWithBalance(db).where(eq(eGiftCards.customerId, customerId)).orderBy(desc(eGiftCards.createdAt)).limit(limit));
}

/** The cards delivered to an email (lower case), newest first. */
export async function receivedBy(db: Database, brandId: number, email: string, limit: number): Promise<EGiftWithBalance[]> {
  return flatten(
    await selectWithBalance(db)
      .where(and(eq(eGiftCards.brandId, brandId), eq(eGiftCards.recipientEmail, email), eq(eGiftCards.status, 'delivered')))
      .orderBy(desc(eGiftCards.deliveredAt))
      .limit(limit),
  );
}

/** The brand's paid cards for the staff console, newest first; `email` narrows to a sender's or recipient's. */
export async function brandEGifts(db: Database, brandId: number, email: string | null, limit: number): Promise<EGiftWithBalance[]> {
  const paid = sql`${eGiftCards.status} not in ('pending', 'declined')`;
  const who = email ? sql`(${eGiftCards.recipientEmail} = ${email} or lower(${eGiftCards.senderEmail}) = ${email})` : sql`true`;
  return flatten(await selectWithBalance(db).where(and(eq(eGiftCards.brandId, brandId), paid, who)).orderBy(desc(eGiftCards.createdAt)).limit(limit));
}

export async function eGiftWithBalance(db: Database, id: string): Promise<EGiftWithBalance | undefined> {
  return flatten(await selectWithBalance(db).where(eq(eGiftCards.id, id)))[0];
}

/**
 * A new gift card of the brand loaded with `amount`, and its 'load' ledger row; its number and
 * PIN. A number some card already has (unique hash) is drawn again.
 */
export async function createLoadedGiftCard(tx: Database, brandId: number, currency: string, amount: string): Promise<{ id: number; secret: CardSecret }> {
  for (;;) {
    const secret = newCardSecret();
    const [card] = await tx
      .insert(giftCards)
      .values({ brandId, numberHash: numberHash(secret.number), last4: secret.number.slice(-4), pinHash: pinHash(secret.number, secret.pin), currency, balance: amount })
      .onConflictDoNothing()
      .returning({ id: giftCards.id });
    if (!card) continue;
    await tx.insert(giftCardLedger).values({ giftCardId: card.id, kind: 'load', amount, balanceAfter: amount });
    return { id: card.id, secret };
  }
}

/** Takes a locked card's whole balance off with a 'void' ledger row; the balance it had. */
export async function emptyGiftCard(tx: Database, giftCardId: number): Promise<string> {
  const [card] = await tx.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, giftCardId)).for('update');
  const balance = card?.balance ?? '0.00';
  await tx.update(giftCards).set({ balance: '0.00' }).where(eq(giftCards.id, giftCardId));
  await tx.insert(giftCardLedger).values({ giftCardId, kind: 'void', amount: toMoneyString(new Decimal(balance).negated()), balanceAfter: '0.00' });
  return balance;
}

/** Whether anything was spent from the card. */
export async function giftCardSpent(tx: Database, giftCardId: number): Promise<boolean> {
  const [row] = await tx.select({ id: giftCardLedger.id }).from(giftCardLedger).where(and(eq(giftCardLedger.giftCardId, giftCardId), eq(giftCardLedger.kind, 'spend'))).limit(1);
  return row !== undefined;
}

export async function brandTitleOf(db: Database, brandId: number): Promise<string> {
  const [row] = await db.select({ title: brands.title }).from(brands).where(eq(brands.id, brandId));
  return row?.title ?? '';
}

/** What the review hold rule reads: the brand's threshold, and when the buying account was made. */
export async function reviewFactsOf(db: Database, brandId: number, customerId: number | null): Promise<{ threshold: string | null; accountCreatedAt: Date | null }> {
  const [brand] = await db.select({ threshold: brands.reviewHoldThreshold }).from(brands).where(eq(brands.id, brandId));
  const account = customerId === null ? undefined : (await db.select({ createdAt: customers.createdAt }).from(customers).where(eq(customers.id, customerId)))[0];
  return { threshold: brand?.threshold ?? null, accountCreatedAt: account?.createdAt ?? null };
}
