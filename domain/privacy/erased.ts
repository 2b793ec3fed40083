/**
 * An erased account keeps its row (orders and ledgers may refer to its id) under an address that
 * can never receive mail nor be signed up with again. Jobs that reward accounts skip such rows.
 */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

export const erasedEmailOf = (customerId: number) => `erased-${customerId}@${ERASED_EMAIL_DOMAIN}`;
