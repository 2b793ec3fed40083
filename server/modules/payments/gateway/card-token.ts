/**
 * What a card token stands for, read from the token rather than from the request (a saved card
 * keeps what this reads): the sandbox's tokens are signed ids (./signed-id.ts) whose payload
 * carries brand, last 4 and expiry, so a forged or altered token, or a made-up last 4, cannot be
 * saved. A real processor's adapter would look the token up at the processor instead.
 */
import { isCardBrand } from '@/domain/payments/card-brands';
import type { CardToken } from './gateway';
import { SANDBOX_PREFIXES } from './sandbox-gateway';
import { createSignedIdCodec } from './signed-id';

/** The card a token stands for, or undefined when the gateway did not issue it. */
export type CardTokenReader = (token: string) => CardToken | undefined;

export function createSandboxCardTokenReader(secret: string): CardTokenReader {
  const codec = createSignedIdCodec(secret);
  return (token) => {
    const payload = codec.verify(SANDBOX_PREFIXES.token, token);
    if (!payload || payload.v !== 1) return undefined;
    const { b, l4, m, y } = payload;
    if (!isCardBrand(b) || typeof l4 !== 'string' || !/^\d{4}$/.test(l4)) return undefined;
    if (!Number.isInteger(m) || !Number.isInteger(y) || (m as number) < 1 || (m as number) > 12) return undefined;
    return { token, brand: b, last4: l4, expMonth: m as number, expYear: y as number };
  };
}
