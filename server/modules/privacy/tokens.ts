/** The single-use links' tokens: 32 random bytes, URL-safe; only their SHA-256 hash is stored. */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

export function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
