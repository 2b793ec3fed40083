/**
 * TOTP through `otpauth` (RFC 6238 with the parameters of domain/staff/second-factor.ts): a new
 * key, its otpauth:// URI and QR code (SVG, drawn here by `qrcode`, no network), the step a typed
 * code matches, and the code of an instant (the demo accounts' journeys and the tests type it).
 */
import { Secret, TOTP as Totp } from 'otpauth';
import QRCode from 'qrcode';
import { acceptedStep, TOTP } from '@/domain/staff/second-factor';

function totpOf(secret: string, account = ''): Totp {
  return new Totp({ issuer: TOTP.issuer, label: account, algorithm: TOTP.algorithm, digits: TOTP.digits, period: TOTP.period, secret: Secret.fromBase32(secret) });
}

/** A new random key (160 bits), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Whether a text is a base32 key otpauth reads (at least 128 bits). */
export function isTotpSecret(secret: string): boolean {
  try {
    return Secret.fromBase32(secret).bytes.length >= 16;
  } catch {
    return false;
  }
}

export function totpUri(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

export async function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The step a code matches at `now` (one step early or late), unless it is of the last accepted step or an earlier one; null otherwise. */
export function matchTotp(secret: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP.window });
  return acceptedStep(now, delta, lastUsedStep);
}

export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}
