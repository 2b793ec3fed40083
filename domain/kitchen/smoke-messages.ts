/**
 * The texts of today's smoke refusals and the code the API sends with each (`smoke_…`); the
 * storefront and the console have a text for each code (smoke.error.<code>, and `<code>_one`
 * where a count of one reads differently).
 */
import { interpolate } from '@/domain/interpolate';
import type { SmokeCount } from './smoke-units';

export const SMOKE_MESSAGES = {
  soldOutToday: "[item] is sold out today: reserve it from tomorrow's smoke for a pickup tomorrow",
  soldOutOn: '[item] is sold out for [date]',
  racksLeftToday: 'Only [count] racks of [item] left today',
  piecesLeftToday: 'Only [count] of [item] left today',
  weightLeftToday: 'Only [weight] of [item] left today',
  shortOn: 'Only [left] of [item] left for [date]',
  entryInvalid: 'Enter how much of [item] was smoked: a whole number of [unit] up to 10000 (a weight in kilograms may have one decimal)',
  entryBelowDrawn: 'Orders already took [drawn] of [item] for [date]: enter at least that much',
  itemNotFound: 'Item [itemId] is not sold at store [storeId]',
  managersOnly: 'Only a store manager or a brand admin enters the smoke',
  dayInvalid: 'The smoke is entered for today or tomorrow, not [date]',
} as const;

export type SmokeMessageName = keyof typeof SMOKE_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type SmokeErrorCode = `smoke_${Snake<SmokeMessageName>}`;

export function smokeErrorCode(name: SmokeMessageName): SmokeErrorCode {
  return `smoke_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as SmokeErrorCode;
}

export const SMOKE_ERROR_CODES: readonly SmokeErrorCode[] = (Object.keys(SMOKE_MESSAGES) as SmokeMessageName[]).map(smokeErrorCode);

/** The codes whose text reads differently for a count of one ("Only 1 rack of …"). */
export const SMOKE_ONE_COUNT_CODES: readonly SmokeErrorCode[] = ['smoke_racks_left_today', 'smoke_pieces_left_today'];

export type SmokeRefusal = { name: SmokeMessageName; message: string; params: Record<string, string | number> };

/**
 * Why a checkout cannot draw `item` from a day: sold out, or less left than asked, said in the
 * meat's own units ("Only 2 racks of ribs left today"); `leftText` is the weight left as the
 * page's language writes it, for a weighed meat.
 */
export function shortageRefusal(facts: { item: string; left: number; countedAs: SmokeCount; leftText: string; date: string; today: boolean }): SmokeRefusal {
  const { item, left, countedAs, leftText, date, today } = facts;
  const refusal = (name: SmokeMessageName, params: Record<string, string | number>): SmokeRefusal => {
    const english = left === 1 && name === 'racksLeftToday' ? 'Only 1 rack of [item] left today' : SMOKE_MESSAGES[name];
    return { name, message: interpolate(english, params), params };
  };
  if (left <= 0) return today ? refusal('soldOutToday', { item }) : refusal('soldOutOn', { item, date });
  if (!today) return refusal('shortOn', { item, left: leftText, date });
  if (countedAs === 'weight') return refusal('weightLeftToday', { item, weight: leftText });
  return refusal(countedAs === 'rack' ? 'racksLeftToday' : 'piecesLeftToday', { item, count: left });
}
