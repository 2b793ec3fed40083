/**
 * The texts of refused handoff requests and the code the API sends with each
 * (`handoff_…`); the storefront has a text for each code (handoffs.error.<code>).
 */
import { interpolate } from '../interpolate';

export const HANDOFF_MESSAGES = {
  notOffered: 'This restaurant does not offer this way of getting your order: choose another way or another restaurant',
  vehicleRequired: 'Tell us which vehicle you will arrive in: choose a saved vehicle or enter its make, model and color',
  vehicleNotFound: 'Vehicle [vehicleId] was not found',
  vehicleCurbsideOnly: 'A vehicle applies to curbside orders only',
  vehicleSaveSignedIn: 'Sign in to save a vehicle to your account',
  tableDineInOnly: 'A table number applies to dine-in orders only',
  tableNumberOutOfRange: 'A table number is a whole number from [min] to [max]',
  plateInvalid: 'A license plate takes letters, digits, spaces and hyphens, at most [max] characters',
  arrivalCurbsideOnly: 'Only curbside orders can tell the restaurant you are here',
  arrivalNotPlaced: 'Place your order before telling the restaurant you are here',
  arrivalNotToday: 'You can tell the restaurant you are here on the day of your order, [date]',
  arrivalOrderDone: 'Order [number] is already finished',
} as const;

export type HandoffMessageName = keyof typeof HANDOFF_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type HandoffErrorCode = `handoff_${Snake<HandoffMessageName>}`;

export function handoffErrorCode(name: HandoffMessageName): HandoffErrorCode {
  return `handoff_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as HandoffErrorCode;
}

export const HANDOFF_ERROR_CODES: readonly HandoffErrorCode[] = (Object.keys(HANDOFF_MESSAGES) as HandoffMessageName[]).map(handoffErrorCode);

/** A dine-in table number. */
export const TABLE_NUMBER = { min: 1, max: 999 } as const;

/** A license plate: letters, digits, spaces and hyphens. */
export const PLATE_RULE = { max: 12, pattern: /^[A-Za-z0-9][A-Za-z0-9 -]*$/ } as const;

/** The numbers the texts are written with (the rest take theirs from the refusal). */
const HANDOFF_LIMITS: Partial<Record<HandoffMessageName, Record<string, number>>> = {
  tableNumberOutOfRange: { ...TABLE_NUMBER },
  plateInvalid: { max: PLATE_RULE.max },
};

/** A handoff text in English with its limits and `params` filled in. */
export function handoffText(name: HandoffMessageName, params: Record<string, string | number> = {}): string {
  return interpolate(HANDOFF_MESSAGES[name], { ...HANDOFF_LIMITS[name], ...params });
}

export function handoffParams(name: HandoffMessageName, params: Record<string, string | number> = {}): Record<string, string | number> {
  return { ...HANDOFF_LIMITS[name], ...params };
}
