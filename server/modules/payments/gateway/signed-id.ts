/**
 * Self-verifying ids, so the sandbox keeps no state: `<prefix><base64url JSON>.<base64url
 * HMAC-SHA256>`. The HMAC covers the prefix too, so an id of one kind (a token) can never pass
 * for another (an authorization). Any API instance with the same secret can verify any id,
 * across restarts. Payloads are readable by whoever holds the id: never put secrets in them.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const MIN_SECRET_LENGTH = 32;
/** Ids longer than this are refused before any parsing. */
export const MAX_SIGNED_ID_LENGTH = 2048;

export type SignedIdCodec = {
  sign(prefix: string, payload: object): string;
  /** The payload when `id` has `prefix` and an untouched signature, else undefined. */
  verify(prefix: string, id: unknown): Record<string, unknown> | undefined;
};

export function createSignedIdCodec(secret: string): SignedIdCodec {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The payment sandbox secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');

  return {
    sign(prefix, payload) {
      const body = `${prefix}${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${body}.${mac(body)}`;
    },
    verify(prefix, id) {
      if (typeof id !== 'string' || id.length > MAX_SIGNED_ID_LENGTH || !id.startsWith(prefix)) return undefined;
      const dot = id.lastIndexOf('.');
      if (dot <= prefix.length) return undefined;
      const body = id.slice(0, dot);
      // Compared as text: base64url decoding ignores stray characters and spare bits, so
      // comparing decoded bytes would let several spellings of one signature through.
      const given = Buffer.from(id.slice(dot + 1));
      const expected = Buffer.from(mac(body));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return parsePayload(body.slice(prefix.length));
    },
  };
}

function parsePayload(encoded: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** An id as a message may quote it: its kind and the signature's last characters. */
export function quoteId(id: unknown): string {
  if (typeof id !== 'string' || id === '') return '""';
  const kind = /^[a-z]+_[a-z]+_/.exec(id)?.[0] ?? '';
  return id.length <= kind.length + 12 ? `"${id}"` : `"${kind}…${id.slice(-8)}"`;
}

/** A short fingerprint of an id, linking one id to another (a capture to its authorization) without copying it. */
export function fingerprint(id: string): string {
  return createHash('sha256').update(id).digest('base64url').slice(0, 22);
}
