/**
 * The stable code every API error carries beside its human message, and the numbers or names
 * (`params`) the message was written from. The storefront translates by code; the English
 * message stays the fallback.
 * - Generic codes name the kind of refusal where nothing more specific fits.
 * - A refusal with one of the shared texts (a field message, an account message) carries that
 *   text's name in snake case, given where it is thrown: `invalidPhone` → `invalid_phone`.
 * - The rest name what a diner can act on: a declined card, a full time slot, a cart rule.
 */
import { ACCOUNT_MESSAGES, INTERFACE_MESSAGES, PAYMENT_MESSAGES, VALIDATION_MESSAGES } from './messages';
import { ORDERING_MESSAGES } from './ordering/messages';
import type { DeclineCode } from './payments/messages';
import type { CateringErrorCode } from './catering/messages';
import type { SurveyErrorCode } from './validation/surveys';
import type { OrderFeedbackErrorCode } from './validation/order-feedback';
import type { CouponErrorCode } from './validation/coupons';
import type { LoyaltyErrorCode } from './loyalty/messages';
import type { ContactErrorCode } from './validation/contact';
import type { PrivacyErrorCode } from './privacy/messages';
import type { JobErrorCode } from './jobs/messages';
import type { RewardErrorCode } from './loyalty/reward-messages';
import type { HandoffErrorCode } from './ordering/handoff-messages';
import type { WalletErrorCode } from './payments/wallets';
import type { EGiftErrorCode } from './payments/e-gift-cards';
import type { SecondFactorErrorCode } from './staff/second-factor-messages';
import type { TeamErrorCode } from './staff/team-messages';
import type { AvailabilityErrorCode } from './menu/availability-messages';
import type { MenuPhotoErrorCode } from './menu/photo-messages';
import type { PostErrorCode } from './content/post-fields';
import type { EntryErrorCode } from './content/entry-fields';
import type { DocumentErrorCode } from './content/documents';
import type { StoreErrorCode } from './stores/messages';
import type { StaffCouponErrorCode } from './staff/staff-coupons';
import type { HoursErrorCode } from './staff/staff-hours-messages';
import type { StaffLoyaltyErrorCode } from './loyalty/settings';
import type { MenuEditingErrorCode } from './menu/menu-editing-messages';
import type { SmokeErrorCode } from './kitchen/smoke-messages';
import type { GroupOrderErrorCode } from './group-orders/messages';
import type { KitchenErrorCode } from './kitchen/ticket-messages';
import type { TextAlertErrorCode } from './text-alerts/messages';
import type { QuietSlotErrorCode } from './kitchen/quiet-slots';
import type { FeeCapErrorCode } from './dispatch/fee-caps';
import type { CourierErrorCode } from './dispatch/messages';

export const GENERIC_ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'locked',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
  'bad_gateway',
  'unavailable',
] as const;

export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];

/** The generic code of an HTTP status. */
export function genericCodeOf(status: number): GenericErrorCode {
  const byStatus: Record<number, GenericErrorCode> = {
    400: 'validation', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 413: 'payload_too_large',
    415: 'unsupported_media_type', 422: 'unprocessable', 423: 'locked', 429: 'rate_limited', 502: 'bad_gateway', 503: 'unavailable',
  };
  return byStatus[status] ?? (status >= 500 ? 'internal' : 'validation');
}

/** The shared texts whose name is their code. */
export const CODED_MESSAGES = {
  ...VALIDATION_MESSAGES,
  ...ACCOUNT_MESSAGES,
  noOnlineOrdering: INTERFACE_MESSAGES.noOnlineOrdering,
  notAcceptingOnlineOrders: INTERFACE_MESSAGES.notAcceptingOnlineOrders,
  fullDeliveryAddressNeeded: INTERFACE_MESSAGES.fullDeliveryAddressNeeded,
  couponConditionsNotMet: PAYMENT_MESSAGES.couponConditionsNotMet,
  slotFull: ORDERING_MESSAGES.slotFull,
} as const;

export type CodedMessageName = keyof typeof CODED_MESSAGES;

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export type MessageCode = SnakeCase<CodedMessageName>;

/** Codes of refusals that carry no shared text of their own. */
export const SPECIFIC_ERROR_CODES = [
  'order_already_paid',
  'order_closed',
  'item_minimum_quantity',
  'order_amount_too_low',
  'item_count_too_low',
  'item_count_too_high',
  'gift_card_number_invalid',
  'gift_card_pin_invalid',
  'gift_card_not_found',
  'gift_card_locked',
  'gift_card_empty',
  'gift_card_held',
  'too_many_declines',
  'order_declines_limit',
  'authentication_required',
  'catering_kitchen_full',
  'catering_request_exists',
  'catering_not_a_quote_order',
  'catering_payment_part_not_for_order',
  'catering_cart_empty',
  'catering_headcount_out_of_range',
  'catering_tax_exempt_id_invalid',
  'catering_event_too_soon',
  'catering_event_too_far',
  'staff_sign_in_required',
  'password_change_required',
  'status_move_refused',
  'status_unchanged',
  'status_final',
  'order_not_placed',
  'unknown_status',
  'store_not_found',
  'date_invalid',
  'audit_log_brand_admin_only',
  'audit_range_invalid',
  'refund_managers_only',
  'refund_nothing_left',
  'refund_not_paid',
  'refund_over_refundable',
  'refund_unknown_payment',
  'refund_payment_twice',
  'refund_over_payment',
  'refund_amount_mismatch',
  'refund_amount_invalid',
  'refund_reason_required',
  'refund_key_required',
  'review_hold_managers_only',
  'review_hold_not_held',
  'review_hold_note_required',
  'review_hold_not_cancellable',
  'review_hold_pending',
  'holiday_preorder_closed',
  'holiday_preorder_date_outside',
  'slot_guest_limit',
  'slot_kitchen_full',
  'store_paused',
  'store_paused_today',
  'store_pause_handoff_not_offered',
] as const;

type SpecificErrorCode = (typeof SPECIFIC_ERROR_CODES)[number];

/** A catering lead's refused step (domain/catering/messages.ts) and a survey's refusal (domain/validation/surveys.ts) carry their own codes. */
export type ErrorCode = GenericErrorCode | MessageCode | SpecificErrorCode | DeclineCode | CateringErrorCode | SurveyErrorCode | OrderFeedbackErrorCode | LoyaltyErrorCode | ContactErrorCode | PrivacyErrorCode | CouponErrorCode | JobErrorCode | RewardErrorCode | HandoffErrorCode | WalletErrorCode | SecondFactorErrorCode | TeamErrorCode | PostErrorCode | EntryErrorCode | DocumentErrorCode | StaffCouponErrorCode | HoursErrorCode | StoreErrorCode | AvailabilityErrorCode | MenuEditingErrorCode | MenuPhotoErrorCode | StaffLoyaltyErrorCode | SmokeErrorCode | GroupOrderErrorCode | EGiftErrorCode | KitchenErrorCode | TextAlertErrorCode | QuietSlotErrorCode | CourierErrorCode | FeeCapErrorCode;

/** Numbers and names a message was written from: `{ minutes: 4 }`, `{ number: 'HK-1042' }`. */
export type ErrorParams = Readonly<Record<string, string | number>>;

export function messageCode(name: CodedMessageName): MessageCode {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as MessageCode;
}

/** The name of a shared text from its code, or undefined when the code is not a text's. */
export function messageNameOf(code: string): CodedMessageName | undefined {
  const name = code.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  return name in CODED_MESSAGES ? (name as CodedMessageName) : undefined;
}
