/**
 * Bank card numbers never reach the API (the processor's hosted fields take them); the gift card
 * forms are the one place a card-like number or PIN may travel. A route's body schema is marked as
 * a card form with the fields that may hold such data; every other body is searched for card data
 * (server/plugins/input-guard.ts) and refused when it holds any.
 */
const CARD_FORMS = new WeakMap<object, ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

/** Marks `body` as a card form whose `fields` may hold card data. Returns the same schema. */
export function cardForm<T extends object>(body: T, fields: readonly string[]): T {
  CARD_FORMS.set(body, new Set(fields));
  return body;
}

/** The fields of a body schema that may hold card data: none unless the schema is a card form. */
export function cardFormFields(body: unknown): ReadonlySet<string> {
  return body !== null && typeof body === 'object' ? (CARD_FORMS.get(body) ?? NONE) : NONE;
}
