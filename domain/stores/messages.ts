/**
 * The texts of refused store steps (add a store, change its details or its ordering) and the code
 * the API sends with each (`staff_store_…`); the console has a text for each code
 * (staffStores.error.<code>). A field's problem names its field in `params.field`.
 */
export const STORE_MESSAGES = {
  managersOnly: 'Only a store manager or a brand admin can manage stores; ask your manager',
  adminOnly: 'Only a brand admin can add a store or change its name, address and menus',
  titleRequired: 'Please give the store a name',
  slugInvalid: 'The web address name takes lower-case letters, digits and single dashes, like lower-greenville',
  slugTaken: 'Another store of the brand has this web address name already: choose another',
  addressRequired: 'Please give the street address',
  cityRequired: 'Please give the city',
  stateNotFound: 'State [id] is not one of the brand’s states',
  zipInvalid: 'Not a postal code of the store’s country',
  latitudeInvalid: 'The latitude is a number from -90 to 90, like 32.8140',
  longitudeInvalid: 'The longitude is a number from -180 to 180, like -96.7700',
  timeZoneInvalid: 'Not a time zone: write it as America/Chicago',
  phoneInvalid: 'Not a valid phone number',
  taxRateInvalid: 'The tax rate is a percentage from 0 to 30 with at most 3 decimals, like 8.25',
  linkInvalid: 'A link starts with https:// and is a full web address',
  partnerNameRequired: 'Please give the delivery partner’s name',
  menuNotFound: 'Menu [id] is not one of the brand’s menus',
  radiusInvalid: 'The delivery radius is a number of kilometres from 0 to 100',
  slotCapacityInvalid: 'The orders per 15-minute slot are a whole number from 1 to 200',
  makeCapacityInvalid: 'The kitchen’s make-minutes per 15-minute slot are a whole number from 1 to 10000',
  leadMinutesInvalid: 'A lead time is a whole number of minutes from 0 to 1440',
  handoffRequired: 'Offer at least one way to get the order: pickup, curbside, drive-through, dine-in or delivery',
  hoursTemplateNotFound: 'Store [storeId] to copy the hours of was not found',
  postalCodeUnknown: 'No place is known with the postal code [code]: type the coordinates instead',
} as const;

export type StoreMessageName = keyof typeof STORE_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type StoreErrorCode = `staff_store_${Snake<StoreMessageName>}`;

export function storeErrorCode(name: StoreMessageName): StoreErrorCode {
  return `staff_store_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as StoreErrorCode;
}

export const STORE_ERROR_CODES: readonly StoreErrorCode[] = (Object.keys(STORE_MESSAGES) as StoreMessageName[]).map(storeErrorCode);
