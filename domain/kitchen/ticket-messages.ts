/**
 * The texts of refused kitchen-screen moves and the code the API sends with each
 * (`kitchen_…`); the console has a text for each code (staffKitchen.error.<code>).
 */
export const KITCHEN_MESSAGES = {
  ticketNotFound: 'Ticket [orderId] is not an order of this store',
  ticketAlreadyReady: 'Order [number] is ready already: recall it first to bump it again',
  ticketNotReady: 'Order [number] is not ready, so there is nothing to recall',
  ticketClosed: 'Order [number] is [status]: it is no longer on the kitchen screen',
} as const;

export type KitchenMessageName = keyof typeof KITCHEN_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type KitchenErrorCode = `kitchen_${Snake<KitchenMessageName>}`;

export function kitchenErrorCode(name: KitchenMessageName): KitchenErrorCode {
  return `kitchen_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as KitchenErrorCode;
}

export const KITCHEN_ERROR_CODES: readonly KitchenErrorCode[] = (Object.keys(KITCHEN_MESSAGES) as KitchenMessageName[]).map(kitchenErrorCode);
