/**
 * The finder's delivery address: street, city, state or province and ZIP or postal
 * code are needed (the apartment is optional). An incomplete address gets the one
 * message, "To order delivery, please enter the full delivery address", and the missing fields
 * are marked. The zip must be a postal code of the market's country.
 */
import type { CountryCode } from '@/domain/markets';
import { postalCodeProblem } from '@/domain/validation/fields';
import type { DeliveryAddress } from '@/lib/order-cookies';

const REQUIRED_ADDRESS_FIELDS = ['street', 'city', 'state', 'zip'] as const;
type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

/** Longest accepted value of each field (a street line, a city name ...). */
export const ADDRESS_MAX_LENGTH = 120;

export const EMPTY_ADDRESS: DeliveryAddress = { street: '', aptSuitBldg: '', city: '', state: '', zip: '' };

/** The required fields left blank (spaces count as blank), in form order. */
export function missingAddressFields(address: DeliveryAddress): RequiredAddressField[] {
  return REQUIRED_ADDRESS_FIELDS.filter((field) => address[field].trim() === '');
}

export function isCompleteAddress(address: DeliveryAddress): boolean {
  return missingAddressFields(address).length === 0;
}

/** Whether the finder sends `address`: complete, and its zip a postal code of the market's `country`. */
export function isSendableAddress(address: DeliveryAddress, country: CountryCode): boolean {
  return isCompleteAddress(address) && postalCodeProblem(country, address.zip) === null;
}

/** The address with every field trimmed, as it is stored and sent. */
export function trimAddress(address: DeliveryAddress): DeliveryAddress {
  return {
    street: address.street.trim(),
    aptSuitBldg: address.aptSuitBldg.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zip: address.zip.trim().toUpperCase(),
  };
}
