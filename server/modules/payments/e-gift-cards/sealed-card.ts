/**
 * An e-gift card's number and PIN, sealed for the one purpose of emailing them to the recipient
 * (on the day, and again when staff resend): AES-256-GCM under a key derived from the API's
 * secret with HKDF, its own label, so no other use of the secret can open it. A sealed value
 * altered or sealed under another secret does not open (GCM's tag).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';

export type CardSecret = { number: string; pin: string };

const LABEL = 'hickory-e-gift-card-seal';

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, LABEL, LABEL, 32));
}

export function sealCard(secret: string, card: CardSecret): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(card), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openCard(secret: string, sealed: string): CardSecret {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Not a sealed e-gift card');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as CardSecret;
}

/** The chain's e-gift card numbers start 6006 49 8 (the demo cards are 6006 49 0); the rest is random. */
const PREFIX = '6006498';

export function newCardSecret(): CardSecret {
  const rest = Array.from({ length: 16 - PREFIX.length }, () => String(randomInt(10))).join('');
  const pin = String(randomInt(1_000_000)).padStart(6, '0');
  return { number: `${PREFIX}${rest}`, pin };
}

/** '6006 4981 2345 6789': how the email writes a number. */
export function groupedNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
