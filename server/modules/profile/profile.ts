/**
 * The customer's own record (GET/PUT /my-profile) and their referrals (GET /referrals).
 * Only first name, last name and phone can change here; the email needs re-verification
 * and is out of this scope.
 */
import type { CountryCode } from '@/domain/markets';
import { phoneE164 } from '@/domain/validation/phones';
import { storedPhoneE164 } from '@/domain/validation/stored-phone';
import type { WireProfile, WireProfileUpdate, WireReferral, WireReferrals } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { BadRequestError, fieldTextsError, UnauthorizedError, type FieldTextName } from '@/server/errors';
import { spendablePoints, rewardOrderIds } from '@/server/modules/loyalty';
import { customerById, customersReferredBy, updateCustomer, type CustomerChanges, type CustomerRow } from './customer-repository';

export function presentProfile(row: CustomerRow): WireProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    phone: storedPhoneE164(row.phone, row.locale),
    referralCode: row.referralCode,
    spendablePoints: 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer row; a session whose customer is gone is no session (401). */
async function customerRow(db: Database, customerId: number): Promise<CustomerRow> {
  const row = await customerById(db, customerId);
  if (!row) throw new UnauthorizedError();
  return row;
}

/** `country`: the market's, whose phone numbers the customer's must be (national or with its +, kept in E.164). */
function checkUpdate(input: WireProfileUpdate, country: CountryCode): CustomerChanges {
  const changes: CustomerChanges = {};
  const problems: FieldTextName[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (!value.trim()) problems.push(field === 'firstName' ? 'firstNameRequired' : 'lastNameRequired');
    else changes[field] = value.trim();
  }
  if (input.phone !== undefined) {
    if (!input.phone.trim()) problems.push('phoneRequired');
    else {
      const phone = phoneE164(input.phone, country);
      if (phone) changes.phone = phone;
      else problems.push('invalidPhone');
    }
  }
  if (problems.length > 0) throw fieldTextsError(problems);
  if (Object.keys(changes).length === 0) throw new BadRequestError('Send at least one of firstName, lastName, phone');
  return changes;
}

/** "Ana R.": what a referrer may see of the friend they brought. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export function createProfileService(db: Database, clock: () => Date = () => new Date()) {
  return {
    async get(customerId: number): Promise<WireProfile> {
      return { ...presentProfile(await customerRow(db, customerId)), spendablePoints: await spendablePoints(db, customerId) };
    },

    async update(customerId: number, input: WireProfileUpdate, country: CountryCode): Promise<WireProfile> {
      const changes = checkUpdate(input, country);
      const row = await updateCustomer(db, customerId, { ...changes, updatedAt: clock() });
      if (!row) throw new UnauthorizedError();
      return { ...presentProfile(row), spendablePoints: await spendablePoints(db, customerId) };
    },

    async referrals(customerId: number): Promise<WireReferrals> {
      const me = await customerRow(db, customerId);
      const rows = await customersReferredBy(db, me.referralCode.toUpperCase(), customerId);
      const data: WireReferral[] = [];
      for (const row of rows) {
        // Completed once the friend has an order that counts toward rewards (the referral reward's own rule).
        const completed = (await rewardOrderIds(db, row.id)).length > 0;
        data.push({ id: row.id, name: shortName(row.firstName, row.lastName), status: completed ? 'completed' : 'pending', createdAt: row.createdAt.toISOString() });
      }
      return { code: me.referralCode, data };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
