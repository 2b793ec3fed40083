/**
 * Why a catering lead refuses a step: a stable code and the English text of each, with
 * `[name]` placeholders filled by `interpolate`. A refused actor answers 403, the rest 409.
 */

export const CATERING_MESSAGES = {
  stepNotAllowed: '"[event]" does not apply to a catering lead that is "[status]"',
  actorNotAllowed: '"[event]" on a catering lead that is "[status]" is for [actors] only',
  estimateMissing: 'This catering lead has no estimate yet',
  estimateExpired: 'The estimate expired at [validUntil]. Ask the store for a new one',
  estimateNotExpired: 'The estimate is valid until [validUntil]',
  eventStarted: 'The catering event of [eventDate] has already started',
  eventNotStarted: 'The catering event of [eventDate] has not started yet',
  eventNotOver: 'The catering event of [eventDate] is not over yet',
  storeClosedOnDate: 'The restaurant is closed on [eventDate]: choose another date',
  notHot: 'This catering lead is not hot: under [headcount] guests, under [total] and more than [days] days before the event',
  bucketNotDue: 'The catering event of [eventDate] is [days] days away, not [range]',
  itemNotOnMenu: 'Item [item] is not on the catering menu of the store of quote [number]',
  stepHasOwnAction: '"[event]" has its own action: send an estimate, or cancel with the cancel action',
  storeSideOnly: '"[event]" is always on the store\'s side: the store refunds everything paid',
  refundFailed: 'Quote [number] is now "[status]", but the payment processor refused a refund of [amount]. Send the same cancellation again to retry the refund',
  refundPending: 'A refund of quote [number] is still waiting for the payment processor: check it there before refunding again',
  quoteOrderFrozen: 'Order [number] belongs to a catering quote and can no longer be changed',
  payNeedsPayment: '"Pay" needs money: record the payment the buyer made instead',
  nothingOwed: 'Quote [number] has nothing left to pay',
  paymentOverOwed: 'The payment is more than the [amount] still owed on quote [number]',
} as const;

export type CateringMessageName = keyof typeof CATERING_MESSAGES;

/** The code of each refusal; the API sends it beside the message. */
export const CATERING_ERROR_CODES = {
  stepNotAllowed: 'catering_step_not_allowed',
  actorNotAllowed: 'catering_actor_not_allowed',
  estimateMissing: 'catering_estimate_missing',
  estimateExpired: 'catering_estimate_expired',
  estimateNotExpired: 'catering_estimate_not_expired',
  eventStarted: 'catering_event_started',
  eventNotStarted: 'catering_event_not_started',
  eventNotOver: 'catering_event_not_over',
  storeClosedOnDate: 'catering_store_closed_on_date',
  notHot: 'catering_not_hot',
  bucketNotDue: 'catering_bucket_not_due',
  itemNotOnMenu: 'catering_item_not_on_menu',
  stepHasOwnAction: 'catering_step_has_own_action',
  storeSideOnly: 'catering_store_side_only',
  refundFailed: 'catering_refund_failed',
  refundPending: 'catering_refund_pending',
  quoteOrderFrozen: 'catering_quote_order_frozen',
  payNeedsPayment: 'catering_pay_needs_payment',
  nothingOwed: 'catering_nothing_owed',
  paymentOverOwed: 'catering_payment_over_owed',
} as const satisfies Record<CateringMessageName, `catering_${string}`>;

export type CateringErrorCode = (typeof CATERING_ERROR_CODES)[CateringMessageName];
