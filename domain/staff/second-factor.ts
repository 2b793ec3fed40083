/**
 * The second factor of staff sign-in, as rules: TOTP codes (RFC 6238: SHA-1, 6 digits, 30-second
 * steps, accepted one step early or late) and recovery codes. A code counts once: it must be of a
 * later step than the last code accepted. Which roles must have one is here too.
 */
import type { StaffRole } from '../wire/staff';

export const TOTP = { algorithm: 'SHA1', digits: 6, period: 30, window: 1, issuer: 'Hickory' } as const;

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** Brand admins must sign in with a second factor; the other roles sign in with a password. */
export function secondFactorRequired(role: StaffRole): boolean {
  return role === 'brand_admin';
}

/** The 30-second step an instant falls in. */
export function timeStepOf(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP.period);
}

/**
 * Whether a code matched `delta` steps from now's (null: it matched none in the window) may be
 * accepted: inside the window, and of a later step than the last one accepted.
 */
export function acceptedStep(now: Date, delta: number | null, lastUsedStep: number | null): number | null {
  if (delta === null || Math.abs(delta) > TOTP.window) return null;
  const step = timeStepOf(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** A TOTP code as typed: six digits, spaces allowed between them. */
export function totpCodeOf(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * A recovery code: ten letters and digits of the unambiguous alphabet below, shown as two groups
 * of five ("7KQ4M-XH2PC"). Typed in any case, with or without the dash or spaces.
 */
export const RECOVERY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const RECOVERY_LENGTH = 10;

export function recoveryCodeOf(typed: string): string | null {
  const plain = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (plain.length !== RECOVERY_LENGTH || ![...plain].every((c) => RECOVERY_ALPHABET.includes(c))) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** A recovery code from random bytes (one per character; the alphabet has 32 letters). */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  const chars = [...bytes.slice(0, RECOVERY_LENGTH)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a member types at the second step, at most this long (a recovery code with spaces). */
export const SECOND_FACTOR_CODE_MAX = 20;
