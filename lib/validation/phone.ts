/**
 * Whether a phone number a guest typed can be dialled (SPEC §5 "Not a valid phone number").
 * Spaces, dots, dashes and parentheses are formatting. North American numbers (US, Canada)
 * have 10 digits, optionally after a country code 1; a number written with + elsewhere follows
 * E.164 (up to 15 digits, at least 8).
 */
const FORMATTING = /[\s().-]/g;

export function phoneDigits(input: string): string {
  return input.replace(FORMATTING, '');
}

export function isValidPhone(input: string): boolean {
  const compact = phoneDigits(input.trim());
  if (/^\+?1?[2-9]\d{2}[2-9]\d{6}$/.test(compact)) return true;
  return /^\+[2-9]\d{7,14}$/.test(compact);
}
