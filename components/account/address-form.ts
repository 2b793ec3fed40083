/** The delivery-address form's values, rules and the body it sends. */
import type { CountryCode } from '@/domain/markets';
import { DELIVERY_FIELDS } from '@/domain/validation/fields';
import { ADDRESS_KINDS, type AddressInput, type AddressKind, type SavedAddress } from '@/lib/api/profile-view';
import type { Rules } from '@/lib/form/checks';
import { postalCodeField, textField } from '@/lib/validation/fields';
import type { FormMessages } from '@/lib/validation/messages';

export type AddressValues = {
  kind: AddressKind;
  address: string;
  aptSuitBldg: string;
  city: string;
  state: string;
  zip: string;
  deliveryInstructions: string;
  primary: boolean;
};

export const ADDRESS_KIND_NAMES = Object.keys(ADDRESS_KINDS) as AddressKind[];

export const ADDRESS_FIELD_ORDER = ['kind', 'address', 'aptSuitBldg', 'city', 'state', 'zip', 'deliveryInstructions'] as const;

export function addressValues(saved: SavedAddress | null): AddressValues {
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

/** A delivery address in the market's `country`: the zip is one of its postal codes. The kind comes from a select of the known kinds. */
export function addressSchema(messages: FormMessages, country: CountryCode): Rules<AddressValues> {
  return {
    address: textField(DELIVERY_FIELDS.address, messages),
    aptSuitBldg: textField(DELIVERY_FIELDS.aptSuitBldg, messages),
    city: textField(DELIVERY_FIELDS.city, messages),
    state: textField(DELIVERY_FIELDS.state, messages),
    zip: postalCodeField(DELIVERY_FIELDS.zip, messages, country),
    deliveryInstructions: textField(DELIVERY_FIELDS.deliveryInstructions, messages),
  };
}

const orNull = (value: string) => value.trim() || null;

/** The address book's body: the saved address with its kind, apartment, instructions and primary flag. */
export function toSavedAddressInput(values: AddressValues): AddressInput {
  const input: AddressInput = {
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
export function addressLine(address: Pick<SavedAddress, 'address' | 'aptSuitBldg' | 'city' | 'state' | 'zip'>): string {
  const region = [address.state, address.zip].filter(Boolean).join(' ');
  return [address.address, address.aptSuitBldg, address.city, region].filter(Boolean).join(', ');
}
