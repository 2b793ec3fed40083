/**
 * The texts of the card form's checks, in English (./messages.ts re-exports them beside the
 * decline texts). A file of its own, so the forms in the browser take these without the rest.
 */

export const CARD_MESSAGES = {
  numberRequired: 'Card number is required',
  numberInvalid: 'Card number is not valid',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Expiry date must be MM/YY',
  expiryMonth: 'Expiry month must be between 01 and 12',
  expired: 'Card has expired',
  expiryTooFar: 'Expiry date is too far in the future',
  cvcRequired: 'Security code is required',
  cvcLength: 'Security code must be [count] digits',
} as const;
