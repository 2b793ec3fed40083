/**
 * The texts of refused availability steps and the code the API sends with each
 * (`availability_…`): an item a diner cannot order for their handoff time, and a refused change
 * on the Menu availability screen. The storefront has a text for each code
 * (staffMenu.error.<code>).
 */
export const AVAILABILITY_MESSAGES = {
  notSold: '[item] is not sold at this restaurant right now',
  soldOut: '[item] is sold out until [date] at [time]: choose something else, or a later pickup or delivery time',
  outsideDayparts: '[item] is served [hours] only: choose a pickup or delivery time then, or remove it from your order',
  holidayOnly: '[item] is a holiday item: choose a pickup or delivery day in the holiday season, or remove it from your order',
  offMenu: '[item] is no longer on our menu: remove it from your order to continue',
  itemNotFound: 'Item [itemId] is not sold at store [storeId]',
  adminsOnly: 'Only a brand admin can change when an item is served; ask your brand admin',
  daypartInvalid: 'A serving time runs from a start to a later end, both HH:MM (for example 07:00 to 11:00)',
  daypartsOverlap: 'Serving times must not overlap: [first] and [second] do',
  tooManyDayparts: 'An item has at most [max] serving times',
} as const;

export type AvailabilityMessageName = keyof typeof AVAILABILITY_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type AvailabilityErrorCode = `availability_${Snake<AvailabilityMessageName>}`;

export function availabilityErrorCode(name: AvailabilityMessageName): AvailabilityErrorCode {
  return `availability_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as AvailabilityErrorCode;
}

export const AVAILABILITY_ERROR_CODES: readonly AvailabilityErrorCode[] = (Object.keys(AVAILABILITY_MESSAGES) as AvailabilityMessageName[]).map(availabilityErrorCode);

/** The most serving times one item has (breakfast, lunch, a late window). */
export const MAX_DAYPARTS = 4;
