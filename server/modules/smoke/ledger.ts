/**
 * An order's draw on today's smoke, inside the transaction that pays it: each meat the store
 * counts is drawn from the ledger of the business day the order is handed off on (its chosen
 * time, else now, on the store's clock), with that day's row locked; a day the manager entered
 * refuses more than is left (409, "Only 2 racks of ribs left today", and the payment rolls back).
 * A cancelled or refunded order gives back what it drew, once.
 *
 * A payment holds the order's meats before money is taken (holdForCharge, in the transaction that
 * records the attempt: a card or wallet before the processor is asked, a gift card before it is
 * spent, a PayPal capture unless its PayPal order still holds), and a PayPal order holds them from
 * its creation, before the diner approves it (holdForPayPal): a diner who lost the race for the
 * last rack hears it is sold out and nothing of theirs is charged or approved. A failed attempt
 * releases its hold (releaseHold), a PayPal order its own when cancelled or refused
 * (releasePayPalHold) or once it lapses (releaseLapsedPayPalHolds); the paid order's draw releases
 * its holds and draws in the same transaction.
 */
import { shortageOf, type SmokeDay } from '@/domain/kitchen/smoke-ledger';
import { shortageRefusal, smokeErrorCode } from '@/domain/kitchen/smoke-messages';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { DEFAULT_LOCALE, languageOf } from '@/domain/markets';
import { formatWeight, weightOfQuantity, weightUnitOf } from '@/domain/menu/weight-units';
import { storeDateOf } from '@/domain/ordering/order-day';
import type { Database } from '@/server/db/client';
import { ConflictError } from '@/server/errors';
import { translated } from '@/server/locale';
import { countedQuantities, dayOf, daysOf, insertLedgerRows, liveHolds, lockDays, paypalHoldsBefore, unreturnedDraws, type CountedQuantities, type HoldKey, type LiveHold } from './repository';
import { meatsOf } from './meat-repository';

/** What the ledger needs of an order: its store, its chosen time. */
export type SmokeOrder = { id: string; locationId: number; timeslotStart: Date | null; timeslotAsap: boolean | null; locale?: LocaleTag };

/** What it needs of the store. */
export type SmokeStore = { id: number; timeZone: string; countryCode: string };

/** The instant an order's items are handed off at: its chosen time, else now (as soon as possible). */
export function handoffOf(order: Pick<SmokeOrder, 'timeslotStart' | 'timeslotAsap'>, now: Date): Date {
  return order.timeslotStart && !order.timeslotAsap ? order.timeslotStart : now;
}

/** The store's business day an order draws from. */
export function drawDayOf(order: SmokeOrder, store: SmokeStore, now: Date): string {
  return storeDateOf(handoffOf(order, now), store.timeZone);
}

/** What is left, as the refusal says it: a weight in the page's language ("3 lb", "1,2 kg"), else the count. */
function leftText(left: number, itemUnit: string, country: CountryCode, locale: LocaleTag): string {
  const weightUnit = weightUnitOf(itemUnit, country);
  return weightUnit ? formatWeight(weightOfQuantity(left, weightUnit), languageOf(locale)) : String(left);
}

/** A day as the order itself sees it: what the order holds of the meat on that day is still its own to take. */
function dayForOrder(day: SmokeDay | undefined, holds: readonly LiveHold[], itemId: number, date: string): SmokeDay | null {
  if (!day) return null;
  const held = holds.filter((hold) => hold.itemId === itemId && hold.day === date).reduce((total, hold) => total + hold.quantity, 0);
  return held === 0 ? day : { ...day, left: day.left + held };
}

/**
 * Refuses (409) when a meat of the order has less left on its day than the order takes. Without
 * `lock` it reads only (a check before money is taken), counting what the order itself holds as
 * its own; with it, the days stay locked for the draw or the hold (the order holding nothing then).
 */
async function assertLeft(tx: Database, order: SmokeOrder, store: SmokeStore, now: Date, locale: LocaleTag, lock: boolean, ofOrder?: CountedQuantities) {
  const { quantities, counted } = ofOrder ?? (await countedQuantities(tx, order));
  const day = drawDayOf(order, store, now);
  if (counted.size === 0) return { quantities, counted, day };
  if (lock) await lockDays(tx, order.locationId, day, counted, now);
  const days = await daysOf(tx, order.locationId, [...counted.keys()], day, day);
  const own = lock ? [] : await liveHolds(tx, { orderId: order.id });
  const meats = await meatsOf(tx, [...counted.keys()]);
  for (const [itemId, countedAs] of counted) {
    const quantity = quantities.get(itemId)!;
    const shortage = shortageOf(dayForOrder(dayOf(days, itemId, day), own, itemId, day), quantity);
    if (!shortage) continue;
    const meat = meats.get(itemId)!;
    const refusal = shortageRefusal({
      item: translated(meat.title, meat.translations, locale),
      left: shortage.left,
      countedAs,
      leftText: leftText(shortage.left, meat.unit, store.countryCode as CountryCode, locale),
      date: day,
      today: day === storeDateOf(now, store.timeZone),
    });
    throw new ConflictError(refusal.message, { code: smokeErrorCode(refusal.name), params: refusal.params });
  }
  return { quantities, counted, day };
}

/**
 * What the check before money read of an order's meats, for the hold the same transaction takes
 * next (a payment's): the order row is locked, so its lines are the ones read. Keyed by the order
 * row the payment holds, and only for that transaction.
 */
const checkedOrders = new WeakMap<SmokeOrder, { tx: Database; ofOrder: CountedQuantities }>();

/** The meats the check of this transaction read of `order`, once; else read now. */
async function countedOnce(tx: Database, order: SmokeOrder): Promise<CountedQuantities> {
  const checked = checkedOrders.get(order);
  checkedOrders.delete(order);
  return checked?.tx === tx ? checked.ofOrder : countedQuantities(tx, order);
}

/** A check before money is taken: the same refusal the draw would give, read without locking. */
export async function assertSmokeLeft(tx: Database, order: SmokeOrder, store: SmokeStore, now: Date, locale: LocaleTag = order.locale ?? DEFAULT_LOCALE): Promise<void> {
  const ofOrder = await countedQuantities(tx, order);
  await assertLeft(tx, order, store, now, locale, false, ofOrder);
  checkedOrders.set(order, { tx, ofOrder });
}

/**
 * Draws the order's counted meats from its day (the days locked until the transaction ends); 409
 * when one is short. The order's holds are released first, in the same transaction: what a
 * payment held becomes what the order drew.
 */
export async function drawForOrder(tx: Database, order: SmokeOrder, store: SmokeStore, now: Date, locale: LocaleTag = order.locale ?? DEFAULT_LOCALE): Promise<void> {
  const ofOrder = await countedQuantities(tx, order);
  if (ofOrder.counted.size === 0) return;
  await release(tx, await liveHolds(tx, { orderId: order.id }), now);
  const { quantities, counted, day } = await assertLeft(tx, order, store, now, locale, true, ofOrder);
  await insertLedgerRows(
    tx,
    [...counted.keys()].map((itemId) => ({ locationId: order.locationId, itemId, day, kind: 'sold' as const, quantity: -quantities.get(itemId)!, orderId: order.id, createdAt: now })),
  );
}

/**
 * Holds the order's counted meats on its day for a holder, under the days' lock, or refuses (409,
 * the words of a short draw) and the caller's transaction rolls back with nothing held. An order
 * that still holds (an earlier tender of a split payment, or its PayPal order) holds nothing more.
 */
async function holdFor(tx: Database, order: SmokeOrder, store: SmokeStore, holder: HoldKey, now: Date, locale: LocaleTag, heldAt = now): Promise<void> {
  const ofOrder = await countedOnce(tx, order);
  if (ofOrder.counted.size === 0 || (await liveHolds(tx, { orderId: order.id })).length > 0) return;
  const { quantities, counted, day } = await assertLeft(tx, order, store, now, locale, true, ofOrder);
  await insertLedgerRows(
    tx,
    [...counted.keys()].map((itemId) => ({ locationId: order.locationId, itemId, day, kind: 'held' as const, quantity: -quantities.get(itemId)!, orderId: order.id, ...holder, createdAt: heldAt })),
  );
}

/**
 * Before a payment takes money (a card or wallet asks the processor, a PayPal order is captured, a
 * gift card is spent): holds the order's counted meats for the attempt, so a diner who lost the
 * race for the last rack is refused before anything is charged and the attempt is never recorded.
 */
export async function holdForCharge(tx: Database, order: SmokeOrder, store: SmokeStore, attemptId: string, now: Date, locale: LocaleTag = order.locale ?? DEFAULT_LOCALE): Promise<void> {
  await holdFor(tx, order, store, { attemptId }, now, locale);
}

/** How long a PayPal order holds the smoke while the diner is away approving it; past that the hold lapses (the capture holds again, or refuses). */
export const PAYPAL_HOLD_MINUTES = 20;

/**
 * When a PayPal order is created, before the diner is sent to approve it: holds the order's meats
 * for that PayPal order (a PayPal order the order opened before gives its hold up to it, in the
 * same transaction), or refuses, so the diner who lost the last rack never approves a payment
 * that could not be served. `now` is the calendar's time (the day drawn from); `heldAt`, the real
 * time the hold lapses from.
 */
export async function holdForPayPal(tx: Database, order: SmokeOrder, store: SmokeStore, paypalOrderId: string, now: Date, heldAt: Date, locale: LocaleTag = order.locale ?? DEFAULT_LOCALE): Promise<void> {
  const earlier = (await liveHolds(tx, { orderId: order.id })).filter((hold) => hold.paypalOrderId !== null && hold.paypalOrderId !== paypalOrderId);
  await release(tx, earlier, heldAt);
  await holdFor(tx, order, store, { paypalOrderId }, now, locale, heldAt);
}

/** A failed payment attempt gives back what it held (once). */
export async function releaseHold(tx: Database, attemptId: string, now: Date): Promise<void> {
  await release(tx, await liveHolds(tx, { attemptId }), now);
}

/** A PayPal order cancelled, refused or lapsed gives back what it held (once). */
export async function releasePayPalHold(tx: Database, paypalOrderId: string, now: Date): Promise<void> {
  await release(tx, await liveHolds(tx, { paypalOrderId }), now);
}

/** Releases the holds of PayPal orders older than PAYPAL_HOLD_MINUTES, each in its own transaction; how many were released. */
export async function releaseLapsedPayPalHolds(db: Database, now: Date, batch = 200): Promise<number> {
  const lapsed = await paypalHoldsBefore(db, new Date(now.getTime() - PAYPAL_HOLD_MINUTES * 60_000), batch);
  for (const paypalOrderId of lapsed) await db.transaction((tx) => releasePayPalHold(tx, paypalOrderId, now));
  return lapsed.length;
}

async function release(tx: Database, holds: readonly LiveHold[], now: Date): Promise<void> {
  for (const hold of holds) await lockDays(tx, hold.locationId, hold.day, new Map([[hold.itemId, 'rack' as const]]), now);
  await insertLedgerRows(
    tx,
    holds.map((hold) => ({
      locationId: hold.locationId,
      itemId: hold.itemId,
      day: hold.day,
      quantity: hold.quantity,
      ...(hold.orderId ? { orderId: hold.orderId } : {}),
      ...(hold.attemptId ? { attemptId: hold.attemptId } : {}),
      ...(hold.paypalOrderId ? { paypalOrderId: hold.paypalOrderId } : {}),
      kind: 'released' as const,
      createdAt: now,
    })),
  );
}

/** Gives back what the order drew and has not been given back yet, to the days it drew from, and releases what it still holds. */
export async function returnForOrder(tx: Database, orderId: string, now: Date): Promise<void> {
  await release(tx, await liveHolds(tx, { orderId }), now);
  const draws = await unreturnedDraws(tx, orderId);
  for (const draw of draws) await lockDays(tx, draw.locationId, draw.day, new Map([[draw.itemId, 'rack' as const]]), now);
  await insertLedgerRows(tx, draws.map((draw) => ({ ...draw, kind: 'returned' as const, orderId, createdAt: now })));
}

/**
 * The days of `dates` whose smoke cannot serve the order (a counted meat with less left than it
 * takes, what the order holds counted as its own): the checkout offers no time on them, so a meat
 * sold out today offers tomorrow's times.
 */
export async function shortDaysOf(db: Database, order: SmokeOrder, dates: readonly string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const { quantities, counted } = await countedQuantities(db, order);
  if (counted.size === 0) return new Set();
  const sorted = [...dates].sort();
  const days = await daysOf(db, order.locationId, [...counted.keys()], sorted[0]!, sorted.at(-1)!);
  const own = await liveHolds(db, { orderId: order.id });
  return new Set(dates.filter((date) => [...counted.keys()].some((itemId) => shortageOf(dayForOrder(dayOf(days, itemId, date), own, itemId, date), quantities.get(itemId)!) !== null)));
}
