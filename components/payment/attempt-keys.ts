/**
 * Idempotency keys for payment POSTs: one key per attempt, reused when the
 * same attempt is sent again after it got no answer (a network failure or a 5xx, where the
 * server may have charged). Once the server answered (paid, declined, refused), the attempt is
 * over and the next submit is a new attempt with a new key. The body is remembered only as a
 * fingerprint, so no card number stays in memory here.
 */

/** A random v4 UUID; crypto.getRandomValues works on plain http pages too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** FNV-1a over the JSON of a body: enough to tell "the same attempt" from "another one". */
export function fingerprint(body: unknown): string {
  const text = JSON.stringify(body) ?? '';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16)}:${text.length}`;
}

type AttemptKeys = {
  /** The key for sending `body`: the pending attempt's when it is the same body, else a new one. */
  keyFor(body: unknown): string;
  /** The server answered: the next call is a new attempt. */
  settle(): void;
};

export function createAttemptKeys(newKey: () => string = newIdempotencyKey): AttemptKeys {
  let pending: { print: string; key: string } | null = null;
  return {
    keyFor(body) {
      const print = fingerprint(body);
      if (pending?.print !== print) pending = { print, key: newKey() };
      return pending.key;
    },
    settle() {
      pending = null;
    },
  };
}

/** Whether a failure left the attempt without an answer, so it may be retried with its key. */
export function isUnanswered(error: unknown): boolean {
  const status = (error as { status?: unknown })?.status;
  return typeof status !== 'number' || status >= 500;
}
