/**
 * Gift card numbers and PINs as the API handles them. A number is 16 digits (the diner may type
 * spaces or dashes), a PIN 4 to 8 digits. Neither is stored: the table keeps a SHA-256 of the
 * number (to find the card) and of number + PIN (to check the PIN), plus the last 4 digits.
 * A PIN space this small cannot resist an offline search, so the real defence is the wrong-PIN
 * lock (domain/payments/gift-card-lock.ts) and each client's budget of wrong tries.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { giftCardDigits, isGiftCardPin } from '@/domain/validation/patterns';

export const GIFT_CARD_NUMBER_LENGTH = 16;

export const GIFT_CARD_MESSAGES = {
  numberInvalid: 'Gift card number must be 16 digits',
  pinInvalid: 'Gift card PIN must be 4 to 8 digits',
  notFound: 'Gift card number or PIN is not correct',
  locked: 'This gift card is locked after too many wrong PINs. Try again in [minutes] minutes',
  lockedOneMinute: 'This gift card is locked after too many wrong PINs. Try again in 1 minute',
  held: 'This gift card is locked after too many wrong PINs. Ask the restaurant to unlock it',
  empty: 'This gift card has no balance left',
} as const;

/** The digits of a number as typed: '6006 4900-0000 0001' → '6006490000000001', or undefined. */
export const normalizeGiftCardNumber = giftCardDigits;

export const isValidPin = isGiftCardPin;

export function numberHash(digits: string): string {
  return createHash('sha256').update(`hickory-gift-card:${digits}`).digest('hex');
}

export function pinHash(digits: string, pin: string): string {
  return createHash('sha256').update(`hickory-gift-card-pin:${digits}:${pin}`).digest('hex');
}

export function pinMatches(storedHash: string, digits: string, pin: string): boolean {
  const given = Buffer.from(pinHash(digits, pin));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function giftCardLabel(last4: string): string {
  return `Gift card •••• ${last4}`;
}
