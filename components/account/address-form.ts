/** The delivery-address form's values, schema (SPEC §5 texts) and the body it sends (SPEC §3 address kinds). */
import { boolean, mixed, object, string } from 'yup';
import { ACCOUNT_FIELD_MAX } from '@/domain/wire/accounts';
import { ADDRESS_KINDS, type WireAddressInput, type WireAddressKind, type WireSavedAddress } from '@/domain/wire/profile';
import type { FormMessages } from '@/lib/validation/messages';

export type AddressValues = {
  kind: WireAddressKind;
  address: string;
  aptSuitBldg: string;
  city: string;
  state: string;
  zip: string;
  deliveryInstructions: string;
  primary: boolean;
};

export const ADDRESS_KIND_NAMES = Object.keys(ADDRESS_KINDS) as WireAddressKind[];

export const ADDRESS_FIELD_ORDER = ['kind', 'address', 'aptSuitBldg', 'city', 'state', 'zip', 'deliveryInstructions'] as const;

const INSTRUCTIONS_MAX = 500;

export function addressValues(saved: WireSavedAddress | null): AddressValues {
  return {
    kind: saved?.kind ?? 'home',
    address: saved?.address ?? '',
    aptSuitBldg: saved?.aptSuitBldg ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    zip: saved?.zip ?? '',
    deliveryInstructions: saved?.deliveryInstructions ?? '',
    primary: saved?.primary ?? false,
  };
}

export function addressSchema(messages: FormMessages) {
  return object({
    kind: mixed<WireAddressKind>().oneOf(ADDRESS_KIND_NAMES).required(),
    address: string().trim().max(ACCOUNT_FIELD_MAX.address).required(messages.addressRequired),
    aptSuitBldg: string().trim().max(ACCOUNT_FIELD_MAX.address),
    city: string().trim().max(ACCOUNT_FIELD_MAX.city).required(messages.cityRequired),
    state: string().trim().max(ACCOUNT_FIELD_MAX.state),
    zip: string().trim().max(ACCOUNT_FIELD_MAX.zip).required(messages.zipRequired),
    deliveryInstructions: string().trim().max(INSTRUCTIONS_MAX),
    primary: boolean(),
  });
}

const orNull = (value: string) => value.trim() || null;

export function toAddressInput(values: AddressValues): WireAddressInput {
  const input: WireAddressInput = {
    kindId: ADDRESS_KINDS[values.kind],
    address: values.address.trim(),
    city: values.city.trim(),
    state: orNull(values.state),
    zip: values.zip.trim(),
    aptSuitBldg: orNull(values.aptSuitBldg),
    deliveryInstructions: orNull(values.deliveryInstructions),
  };
  return values.primary ? { ...input, primary: true } : input;
}

/** One line for a saved address: '12 Elm St, Apt 4, Austin, TX 78704'. */
export function addressLine(address: Pick<WireSavedAddress, 'address' | 'aptSuitBldg' | 'city' | 'state' | 'zip'>): string {
  const region = [address.state, address.zip].filter(Boolean).join(' ');
  return [address.address, address.aptSuitBldg, address.city, region].filter(Boolean).join(', ');
}
