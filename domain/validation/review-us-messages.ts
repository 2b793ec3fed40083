/**
 * The texts of the "review us" step when a restaurant cannot be reviewed, in English (the
 * message catalogue, domain/messages.ts, re-exports them). A file of its own, so the order
 * feedback form in the browser takes these without the rest of the catalogue.
 */
export const REVIEW_US_MESSAGES = {
  restaurantCannotBeReviewed: 'Selected restaurant can not be reviewed',
  restaurantNotFound: 'Restaurant not found',
  cannotAutoLocate: 'Cannot auto locate',
} as const;
