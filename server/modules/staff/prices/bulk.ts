/**
 * A bulk price change checked against the brand (its section, items, state or market exist; an
 * amount counted in the scope's currency) and applied: the moves planned from the prices as they
 * are at that moment (the items', and their options' when asked, rounded to the currency's
 * decimals), written as each store's own price, the open carts repriced, and one audit row listing
 * every move.
 */
import { interpolate } from '@/domain/interpolate';
import { fitsDecimals, isPercent, isPrice, planMoves, PRICE_MESSAGES, type PriceChangeSpec, type PriceMove } from '@/domain/pricing';
import { DEFAULT_LOCALE, type Currency, type LocaleTag } from '@/domain/markets';
import { currencyDecimals } from '@/domain/money-format';
import type { Database } from '@/server/db/client';
import type { Translations } from '@/server/db/schema';
import { translated } from '@/server/locale';
import { BadRequestError, NotFoundError, UnprocessableError } from '@/server/errors';
import { recordAudit } from '../audit';
import { repriceOpenCarts } from './cart-prices';
import { reachedStoreOptions, setStoreOptionPrice } from './option-repository';
import * as prices from './repository';

export type CheckedSpec = { spec: PriceChangeSpec; currency: string; scopeName: string };

/** What the scope and items read as, for the list of planned changes: "Texas · Sides", the titles in `locale` (English by default). */
export async function scopeOf(db: Database, brandId: number, spec: PriceChangeSpec, locale: LocaleTag = DEFAULT_LOCALE): Promise<string> {
  const place = spec.scope.kind === 'state' ? (await prices.stateOf(db, spec.scope.stateId))?.name : (await prices.marketOf(db, spec.scope.countryCode))?.name;
  const titleOf = (row: { title: string; translations: Translations } | undefined) => row && translated(row.title, row.translations, locale);
  const what =
    spec.items.kind === 'all'
      ? null
      : spec.items.kind === 'section'
        ? titleOf(await prices.sectionOfBrand(db, brandId, spec.items.sectionId))
        : (await prices.itemsOfBrand(db, brandId, spec.items.itemIds)).map(titleOf).join(', ');
  return [place ?? '', what].filter(Boolean).join(' · ');
}

function refusal(name: keyof typeof PRICE_MESSAGES, params: Record<string, string | number>, code: 'not_found' | 'validation' = 'not_found') {
  const message = interpolate(PRICE_MESSAGES[name], params);
  return code === 'not_found' ? new NotFoundError(message, { code, params }) : new BadRequestError(message, undefined, { code, params });
}

export async function checkedSpec(db: Database, brandId: number, spec: PriceChangeSpec): Promise<CheckedSpec> {
  const { change, items, scope } = spec;
  if (change.kind === 'percent' ? !isPercent(change.amount) : !isPrice(change.amount)) {
    throw refusal(change.kind === 'percent' ? 'percentInvalid' : 'amountInvalid', {}, 'validation');
  }
  if (items.kind === 'section' && !(await prices.sectionOfBrand(db, brandId, items.sectionId))) throw refusal('sectionNotFound', { sectionId: items.sectionId });
  if (items.kind === 'picked') {
    const found = new Set((await prices.itemsOfBrand(db, brandId, items.itemIds)).map((item) => item.id));
    const missing = items.itemIds.find((id) => !found.has(id));
    if (missing !== undefined) throw refusal('itemNotFound', { itemId: missing });
  }
  const place = scope.kind === 'state' ? await prices.stateOf(db, scope.stateId) : await prices.marketOf(db, scope.countryCode);
  if (!place) {
    throw scope.kind === 'state' ? refusal('stateNotFound', { stateId: scope.stateId }) : refusal('marketNotFound', { countryCode: scope.countryCode });
  }
  if (change.kind !== 'percent' && !fitsDecimals(change.amount, currencyDecimals(place.currency as Currency))) {
    throw refusal('decimalsInvalid', { currency: place.currency, decimals: currencyDecimals(place.currency as Currency) }, 'validation');
  }
  const normalized: PriceChangeSpec = items.kind === 'picked' ? { ...spec, items: { kind: 'picked', itemIds: [...new Set(items.itemIds)].sort((a, b) => a - b) } } : spec;
  return { spec: normalized, currency: place.currency, scopeName: await scopeOf(db, brandId, normalized) };
}

export type AppliedBy = { staffId: number; requestId: string | null; clientAddress: string | null; changeId: number | null };

/** The scope's currency: the one its stores sell in. */
export async function currencyOf(db: Database, spec: PriceChangeSpec): Promise<string> {
  const place = spec.scope.kind === 'state' ? await prices.stateOf(db, spec.scope.stateId) : await prices.marketOf(db, spec.scope.countryCode);
  return place?.currency ?? 'USD';
}

/** Every price the change moves now: the items' then, when asked, their options', in the currency's decimals (items' rows locked with `lock`). */
export async function plannedMoves(db: Database, brandId: number, checked: CheckedSpec, lock = false): Promise<PriceMove[]> {
  const decimals = currencyDecimals(checked.currency as Currency);
  const itemMoves = planMoves(await prices.reachedStoreItems(db, brandId, checked.spec, lock), checked.spec.change, decimals);
  if (!checked.spec.withOptions) return itemMoves;
  return [...itemMoves, ...planMoves(await reachedStoreOptions(db, brandId, checked.spec), checked.spec.change, decimals)];
}

/** Inside `tx`: plans the moves from the prices now, writes them, reprices open carts, audits; 422 when nothing moves. */
export async function applyMoves(tx: Database, brandId: number, checked: CheckedSpec, now: Date, by: AppliedBy): Promise<PriceMove[]> {
  const moves = await plannedMoves(tx, brandId, checked, true);
  if (moves.length === 0 && by.changeId === null) throw new UnprocessableError(PRICE_MESSAGES.nothingMoves, undefined, { code: 'unprocessable' });
  const byStore = new Map<number, { itemIds: number[]; optionIds: number[] }>();
  for (const move of moves) {
    const moved = byStore.get(move.locationId) ?? { itemIds: [], optionIds: [] };
    if (move.option) {
      await setStoreOptionPrice(tx, move.locationId, move.option.id, move.to);
      moved.optionIds.push(move.option.id);
    } else {
      await prices.setStorePrice(tx, move.locationId, move.itemId, move.to);
      moved.itemIds.push(move.itemId);
    }
    byStore.set(move.locationId, moved);
  }
  for (const [locationId, { itemIds, optionIds }] of byStore) await repriceOpenCarts(tx, locationId, itemIds, now, optionIds);
  const listed = (side: 'from' | 'to') =>
    moves.map((move) => ({ storeId: move.locationId, store: move.storeTitle, itemId: move.itemId, item: move.itemTitle, ...(move.option ? { optionId: move.option.id, option: move.option.title } : {}), price: move[side] }));
  await recordAudit(tx, {
    staffId: by.staffId,
    action: 'price-bulk-apply',
    subjectType: 'price',
    subjectId: by.changeId === null ? 'bulk' : `planned-${by.changeId}`,
    before: { prices: listed('from') },
    after: { request: checked.spec, scope: checked.scopeName, prices: listed('to') },
    requestId: by.requestId,
    clientAddress: by.clientAddress,
    at: now,
  });
  return moves;
}
