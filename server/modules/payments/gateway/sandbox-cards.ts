/**
 * The sandbox processor's card desk: a card as typed into its hosted fields becomes a token.
 * This is the processor's side of the wire, run by the sandbox gateway's own server (its hosted
 * fields page), never by a Hickory route: Hickory only ever sees the token. The token is a signed
 * id carrying brand, last 4, expiry and the test card's outcome, never the number or the code.
 */
import { last4, validateCard, type CardFieldError, type CardInput } from '@/domain/payments/card';
import { testCardOutcome } from '@/domain/payments/test-cards';
import type { CardToken } from './gateway';
import { signCardToken, type CardState } from './sandbox-gateway';
import { createSignedIdCodec, type SignedIdCodec } from './signed-id';

/** The desk's answer for a typed card: a token with what may be shown, or each field at fault. */
export type TokenizeResult =
  | ({ ok: true } & CardToken)
  | { ok: false; code: 'invalid_card'; message: string; errors: CardFieldError[] };

export function tokenizeSandboxCard(codec: SignedIdCodec, input: CardInput, now: Date): TokenizeResult {
  const check = validateCard(input, now);
  if (!check.ok) {
    const message = check.errors.map((error) => error.message).join('. ');
    return { ok: false, code: 'invalid_card', message, errors: check.errors };
  }
  const { number, brand, expiry } = check.card;
  const state: CardState = {
    brand,
    last4: last4(number),
    expMonth: expiry.month,
    expYear: expiry.year,
    outcome: testCardOutcome(number),
  };
  // The nonce in signCardToken makes each tokenization its own token.
  const token = signCardToken(codec, state);
  return { ok: true, token, brand, last4: state.last4, expMonth: state.expMonth, expYear: state.expYear };
}

/** Tokenizes cards for the sandbox gateway whose ids are signed with `secret`. */
export function createSandboxCardDesk(secret: string, now: () => Date = () => new Date()) {
  const codec = createSignedIdCodec(secret);
  return { tokenize: (card: CardInput): TokenizeResult => tokenizeSandboxCard(codec, card, now()) };
}
