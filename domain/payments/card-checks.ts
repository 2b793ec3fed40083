/**
 * The card's verification checks, as the processor answers them with an authorization: the
 * security code (CVC), and the billing address's postal code and street line (AVS). What each
 * one means for the payment:
 * - a failed CVC check: the authorization is released and the try settles as an `incorrect_cvc`
 *   decline (the diner reads the one decline text; it counts toward the decline limits);
 * - a failed postal code check: the payment goes through and the order waits for staff review;
 * - a failed street check, or any check the issuer could not run: nothing is done, staff see it.
 */
import type { DeclineCode } from './messages';

export type CardCheck = 'pass' | 'fail' | 'unavailable';
export type CardChecks = { cvc: CardCheck; postalCode: CardCheck; line1: CardCheck };

export const CARD_CHECKS: readonly CardCheck[] = ['pass', 'fail', 'unavailable'];

/** What a processor answers when it ran no check (no address given, or a check it does not run). */
export const UNAVAILABLE_CHECKS: CardChecks = { cvc: 'unavailable', postalCode: 'unavailable', line1: 'unavailable' };

/** A processor's own word for one check: 'pass' and 'fail' as they are, anything else ('unchecked', null) unavailable. */
export function cardCheckOf(value: unknown): CardCheck {
  return value === 'pass' || value === 'fail' ? value : 'unavailable';
}

/** The decline an authorization's checks turn it into; the code its try is settled with. */
export const CVC_CHECK_DECLINE = 'incorrect_cvc' satisfies DeclineCode;

export type CardCheckAction = 'decline' | 'hold-for-review' | 'accept';

/** What the checks of an authorization ask: a failed CVC declines, a failed postal code holds the order for review. */
export function cardCheckAction(checks: CardChecks): CardCheckAction {
  if (checks.cvc === 'fail') return 'decline';
  if (checks.postalCode === 'fail') return 'hold-for-review';
  return 'accept';
}
