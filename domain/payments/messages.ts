/**
 * The texts of the card form and of card declines, in English. Every failure also carries a
 * stable `code`, so the storefront can show the fr-CA or ja-JP text for it from `locales/`.
 */

export { CARD_MESSAGES } from './card-messages';

/**
 * What a diner reads when the bank says no, and what to do about it. Lost and stolen cards
 * read as a plain decline on purpose: processors advise never telling the person at the
 * keyboard that the card was reported (it helps fraudsters test stolen cards).
 */
export const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined. Try another card.',
  insufficient_funds: 'Your card has insufficient funds. Try another card.',
  lost_card: 'Your card was declined. Try another card.',
  stolen_card: 'Your card was declined. Try another card.',
  expired_card: 'Your card has expired. Check the expiry date or try another card.',
  incorrect_cvc: "Your card's security code is incorrect. Check it and try again.",
  processing_error: 'An error occurred while processing your card. Try again in a moment.',
} as const;

export type DeclineCode = keyof typeof DECLINE_MESSAGES;

/**
 * The one code a diner is answered for every decline, whatever the reason: telling which
 * (funds, expiry, security code) would tell a card tester what to change. Staff see the reason.
 */
export const GENERIC_DECLINE_CODE = 'card_declined' satisfies DeclineCode;

/** When a client, a card token or an order has had too many declines. */
export const DECLINE_LIMIT_MESSAGES = {
  tooMany: 'Too many cards were declined. Try again in [minutes] minutes',
  tooManyOneMinute: 'Too many cards were declined. Try again in 1 minute',
  orderLimit: 'Too many cards were declined for this order. Pay another way or ask the restaurant',
} as const;
export const DECLINE_CODES = Object.keys(DECLINE_MESSAGES) as DeclineCode[];

/**
 * When the bank asks the cardholder to confirm the payment (3-D Secure) and the card form cannot
 * run that check: nothing was charged, and another card may not ask.
 */
/** When the processor gave no answer: the payment may or may not have gone through. */
export const PROCESSOR_SILENT_MESSAGE = '[processor] did not answer, so this payment is not confirmed yet. Check your order in a minute before paying again.';

export const AUTHENTICATION_REQUIRED_MESSAGE = 'Your bank asks you to confirm this payment, which this page cannot do yet. Nothing was charged: try another card.';
