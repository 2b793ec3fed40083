/** Refusals of a holiday pre-order, with the stable codes the storefront translates them by. */
export const HOLIDAY_PREORDER_MESSAGES = {
  /** No pre-order period applies today at the store. */
  closed: 'Holiday pre-orders are not being taken right now',
  /** The pick-up day lies outside the pre-order pick-up days; [start] and [end] are 'YYYY-MM-DD'. */
  dateOutside: 'Holiday pre-orders can be picked up from [start] to [end] only',
} as const;

export const HOLIDAY_PREORDER_CODES = {
  closed: 'holiday_preorder_closed',
  dateOutside: 'holiday_preorder_date_outside',
} as const;
