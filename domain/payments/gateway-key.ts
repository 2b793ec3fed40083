import { randomUUID } from 'node:crypto';

/**
 * The idempotency key a charge is sent to the gateway under. A request that carries an
 * Idempotency-Key charges under that key's digest (its scope included) and the number of the
 * try: the client's key, the attempt and the gateway's record are one identity, and a retry
 * after a crash asks the gateway under the key its first try used. A try after a refusal (the
 * key is released, so the same key may run again) is the next number, never the refused one's.
 * A request without a key gets a key of its own.
 */
export function gatewayKeyOf(requestKey: string | undefined, earlierTries: number): string {
  if (requestKey === undefined) return `pay_${randomUUID()}`;
  return `pay_${requestKey}_${earlierTries + 1}`;
}
