/**
 * Delivery addresses (kinds: home 1, work 2, other 3). Exactly one is primary while any
 * exist: the first one is, `primary: true` moves it, and deleting the primary promotes the
 * oldest remaining address. Every change locks the customer row so two requests cannot both
 * make a primary. Rows are always looked up by id AND customer: another's is "not found".
 * The zip is a postal code of the market's country, the one the request is made in.
 */
import type { CountryCode } from '@/domain/markets';
import { ADDRESS_KINDS, type WireAddressInput, type WireAddressKind, type WireSavedAddress } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { ConflictError, NotFoundError } from '@/server/errors';
import { assertPostalCode } from '@/server/schemas/postal-code';
import {
  addressCount,
  addressesOf,
  addressExists,
  deleteAddress,
  insertAddress,
  makePrimaryAddress,
  oldestAddressId,
  updateAddress,
  type AddressRow,
} from './address-repository';
import { lockCustomer } from '@/server/modules/auth';
import { optional, required } from './text';

export const MAX_ADDRESSES = 20;

const KIND_NAMES = Object.fromEntries(Object.entries(ADDRESS_KINDS).map(([name, id]) => [id, name])) as Record<number, WireAddressKind>;

export function presentAddress(row: AddressRow): WireSavedAddress {
  return {
    id: row.id,
    kindId: row.kindId as WireSavedAddress['kindId'],
    kind: KIND_NAMES[row.kindId] ?? 'other',
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    aptSuitBldg: row.aptSuitBldg,
    deliveryInstructions: row.deliveryInstructions,
    primary: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
  };
}

function fields(input: WireAddressInput, country: CountryCode) {
  assertPostalCode(country, input.zip);
  return {
    kindId: input.kindId,
    address: required('address', input.address),
    city: required('city', input.city),
    state: optional(input.state),
    zip: required('zip', input.zip).toUpperCase(),
    aptSuitBldg: optional(input.aptSuitBldg),
    deliveryInstructions: optional(input.deliveryInstructions),
  };
}

const notFound = (addressId: number) => new NotFoundError(`Address ${addressId} was not found`);

export function createAddressService(db: Database, clock: () => Date = () => new Date()) {
  async function list(executor: Database, customerId: number): Promise<WireSavedAddress[]> {
    return (await addressesOf(executor, customerId)).map(presentAddress);
  }

  return {
    list: (customerId: number) => list(db, customerId),

    async create(customerId: number, input: WireAddressInput, country: CountryCode): Promise<WireSavedAddress> {
      const values = fields(input, country);
      const now = clock();
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const held = await addressCount(tx, customerId);
        if (held >= MAX_ADDRESSES) throw new ConflictError(`An account keeps at most ${MAX_ADDRESSES} addresses: delete one first`);
        const row = await insertAddress(tx, { ...values, customerId, isPrimary: false, createdAt: now, updatedAt: now });
        if (held === 0 || input.primary === true) await makePrimaryAddress(tx, customerId, row.id);
        return presentAddress({ ...row, isPrimary: held === 0 || input.primary === true });
      });
    },

    async update(customerId: number, addressId: number, input: WireAddressInput, country: CountryCode): Promise<WireSavedAddress> {
      const values = fields(input, country);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const row = await updateAddress(tx, customerId, addressId, { ...values, updatedAt: clock() });
        if (!row) throw notFound(addressId);
        if (input.primary === true && !row.isPrimary) await makePrimaryAddress(tx, customerId, addressId);
        return presentAddress({ ...row, isPrimary: row.isPrimary || input.primary === true });
      });
    },

    async remove(customerId: number, addressId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const row = await deleteAddress(tx, customerId, addressId);
        if (!row) throw notFound(addressId);
        if (!row.isPrimary) return;
        const oldest = await oldestAddressId(tx, customerId);
        if (oldest !== undefined) await makePrimaryAddress(tx, customerId, oldest);
      });
    },

    async setPrimary(customerId: number, addressId: number): Promise<WireSavedAddress[]> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        if (!(await addressExists(tx, customerId, addressId))) throw notFound(addressId);
        await makePrimaryAddress(tx, customerId, addressId);
        return list(tx, customerId);
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
