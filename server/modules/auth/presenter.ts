/** A customer row as the API shows it: an explicit field map, never the row (no password hash). */
import { storedPhoneE164 } from '@/domain/validation/stored-phone';
import type { WireAuthSession, WireCustomer } from '@/domain/wire/accounts';
import type { IssuedToken } from '@/server/auth/issue';
import type { CustomerRow } from './repository';

export function presentCustomer(row: CustomerRow): WireCustomer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: storedPhoneE164(row.phone, row.locale),
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    facebookLinked: row.facebookId !== null,
    referralCode: row.referralCode,
    locale: row.locale,
  };
}

export function presentSession(issued: IssuedToken, row: CustomerRow): WireAuthSession {
  return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), customer: presentCustomer(row) };
}
