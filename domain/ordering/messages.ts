/**
 * Ordering texts that domain/messages.ts does not hold yet. They belong in that catalogue;
 * until its owner moves them there, they live here so the API and storefront share one text.
 */
export const ORDERING_MESSAGES = {
  slotFull: 'This time slot is full',
} as const;
