/**
 * The one place the storefront turns an API answer's code into text in the diner's language.
 * Every code the API sends has a text in every interface language (error-text.test.ts holds
 * that); the API's English message is the fallback for an unknown code and an answer without
 * one. Shared texts (field and account messages) are found by the name their code spells; the
 * rest have their own catalogue key here. A generic code (`not_found`, `conflict` ...) only names
 * the kind of refusal, while the API's message says more: a diner reading English gets that
 * message, anyone else the kind of refusal in their own language.
 */
import { GENERIC_ERROR_CODES, messageNameOf, type ErrorParams, type GenericErrorCode } from '@/domain/error-codes';
import { interpolate } from '@/domain/interpolate';
import { formatClock } from '@/domain/clock-text';
import { htmlLang, type Currency, type LocaleTag } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import { GENERIC_FAILURE_MESSAGE } from '@/domain/generic-failure';
import { DECLINE_MESSAGES } from '@/domain/payments/messages';
import { SMOKE_ONE_COUNT_CODES } from '@/domain/kitchen/smoke-messages';
import { isApiError } from '@/lib/api/api-error';
import { AUTH_ENGLISH_MESSAGES, authMessageKey, type AuthMessageName } from '@/lib/auth/messages';
import type { Translate } from '@/lib/i18n';
import { ENGLISH_FORM_MESSAGES, formMessageKey, type FormMessageName } from '@/lib/validation/messages';

/** What an answer says: its code and params when the API sent them, and its English message. */
type CodedText = { code?: string; params?: ErrorParams; message: string };

/** Where the diner's language is known, amounts are written in it. */
type TextMarket = { locale: LocaleTag };

/** Codes with a catalogue key of their own. */
const KEYS: Record<string, string> = {
  unreachable: 'checkout.error.generic',
  unreadable_answer: 'checkout.error.generic',
  internal: 'checkout.error.tryAgain',
  slot_full: 'checkout.error.slotFull',
  slot_guest_limit: 'checkout.error.slotGuestLimit',
  slot_kitchen_full: 'storePause.error.slot_kitchen_full',
  store_paused: 'storePause.error.store_paused',
  store_paused_today: 'storePause.error.store_paused_today',
  store_pause_handoff_not_offered: 'storePause.error.store_pause_handoff_not_offered',
  not_accepting_online_orders: 'checkout.error.notAcceptingOrders',
  no_online_ordering: 'checkout.error.noOnlineOrdering',
  order_already_paid: 'checkout.error.alreadyPaid',
  order_closed: 'checkout.error.orderClosed',
  coupon_conditions_not_met: 'checkout.error.couponConditionsNotMet',
  full_delivery_address_needed: 'ordering.address.fullAddressNeeded',
  restaurant_required: 'checkout.error.restaurantRequired',
  gift_card_number_invalid: 'checkout.validation.giftCardNumberInvalid',
  gift_card_pin_invalid: 'checkout.validation.giftCardPinInvalid',
  gift_card_not_found: 'checkout.error.giftCardNotFound',
  gift_card_locked: 'checkout.error.giftCardLocked',
  gift_card_empty: 'checkout.error.giftCardEmpty',
  gift_card_held: 'checkout.error.giftCardHeld',
  too_many_declines: 'checkout.error.tooManyDeclines',
  order_declines_limit: 'checkout.error.orderDeclinesLimit',
  authentication_required: 'checkout.error.authenticationRequired',
  item_minimum_quantity: 'checkout.violation.itemMinimumQuantity',
  item_count_too_low: 'checkout.violation.itemCountTooLow',
  item_count_too_high: 'checkout.violation.itemCountTooHigh',
  order_amount_too_low: 'checkout.violation.orderAmountTooLow',
  staff_sign_in_required: 'staff.error.staffSignInRequired',
  password_change_required: 'staff.error.passwordChangeRequired',
  status_move_refused: 'staff.error.statusMoveRefused',
  status_unchanged: 'staff.error.statusUnchanged',
  status_final: 'staff.error.statusFinal',
  order_not_placed: 'staff.error.orderNotPlaced',
  store_not_found: 'staff.error.storeNotFound',
  date_invalid: 'staff.error.dateInvalid',
  audit_log_brand_admin_only: 'staff.error.auditLogBrandAdminOnly',
  audit_range_invalid: 'staff.error.auditRangeInvalid',
  unknown_status: 'staff.error.unknownStatus',
  holiday_preorder_closed: 'checkout.error.holidayPreorderClosed',
  holiday_preorder_date_outside: 'checkout.error.holidayPreorderDateOutside',
};

for (const code of Object.keys(DECLINE_MESSAGES)) KEYS[code] = `checkout.decline.${code}`;

/** A count of one has its own text: "in 1 minute". */
const ONE_MINUTE_KEYS: Record<string, string> = {
  gift_card_locked: 'checkout.error.giftCardLockedOneMinute',
  too_many_declines: 'checkout.error.tooManyDeclinesOneMinute',
};

/** A feature's codes share a prefix and each has `<feature>.error.<code>` in that feature's catalogue file. */
const FEATURE_PREFIXES: readonly (readonly [prefix: string, feature: string])[] = [
  ['catering_', 'catering'],
  ['survey_', 'survey'],
  ['order_feedback_', 'orderFeedback'],
  ['loyalty_', 'loyalty'],
  ['contact_', 'contact'],
  ['privacy_', 'privacy'],
  ['coupon_', 'coupons'],
  ['jobs_', 'jobs'],
  ['reward_', 'rewards'],
  ['handoff_', 'handoffs'],
  ['wallet_', 'wallets'],
  ['egift_', 'eGiftCards'],
  ['refund_', 'staff.refund'],
  ['review_hold_', 'staff.review'],
  ['second_factor_', 'staff.secondFactor'],
  ['staff_team_', 'staff.team'],
  ['availability_', 'staffMenu'],
  ['staff_menu_photo_', 'staffMenuPhotos'],
  ['staff_content_', 'staffContent'],
  ['staff_store_', 'staffStores'],
  ['staff_coupons_', 'staffCoupons'],
  ['staff_hours_', 'staffHours'],
  ['staff_loyalty_', 'staffLoyalty'],
  ['staff_menu_items_', 'staffMenuItems'],
  ['group_order_', 'groupOrders'],
  ['smoke_', 'smoke'],
  ['group_order_', 'groupOrders'],
  ['kitchen_', 'staffKitchen'],
  ['text_alerts_', 'textAlerts'],
  ['courier_', 'courier'],
  ['quiet_slot_', 'quietSlots'],
  ['fee_cap_', 'staffFeeCaps'],
];

/** Codes whose text reads differently for a count of one: their key with `_one` ("Only 1 rack of …"). */
const ONE_COUNT_CODES = new Set<string>(SMOKE_ONE_COUNT_CODES);

/** The catalogue key of a code that has its own, chosen by its params where the text depends on them. */
function keyOf(code: string, params?: ErrorParams): string | undefined {
  if (params?.minutes !== undefined && Number(params.minutes) === 1 && ONE_MINUTE_KEYS[code]) return ONE_MINUTE_KEYS[code];
  if (params?.count !== undefined && Number(params.count) === 1 && ONE_COUNT_CODES.has(code)) return `smoke.error.${code}_one`;
  if (KEYS[code]) return KEYS[code];
  const feature = FEATURE_PREFIXES.find(([prefix]) => code.startsWith(prefix))?.[1];
  return feature ? `${feature}.error.${code}` : undefined;
}

const GENERIC = new Set<string>(GENERIC_ERROR_CODES);

/** The catalogue key of a generic code's text: `error.api.not_found`. */
export function genericKey(code: GenericErrorCode): string {
  return `error.api.${code}`;
}

/** A generic code's text in the translator's own language, or the API's message when that is English or has none. */
function genericText(t: Translate, code: GenericErrorCode, message: string): string {
  if (t.language === 'en') return message;
  return t.own(genericKey(code)) ?? message;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^\d{2}:\d{2}$/;

/** A param as the diner's language writes it: a local date 'YYYY-MM-DD' as a day, 'HH:MM' as a time of day. */
function valueText(value: string, market: TextMarket | undefined): string {
  if (!market) return value;
  const date = LOCAL_DATE.exec(value);
  if (date) {
    const noon = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), 12);
    if (new Date(noon).toISOString().slice(0, 10) !== value) return value;
    return new Intl.DateTimeFormat(htmlLang(market.locale), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(noon);
  }
  return TIME_OF_DAY.test(value) ? formatClock(value, market.locale) : value;
}

function valuesOf(params: ErrorParams | undefined, market: TextMarket | undefined): Record<string, string> {
  const values = Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, valueText(String(value), market)]));
  const currency = values.currency as Currency | undefined;
  if (market && values.amount && currency && /^[A-Z]{3}$/.test(currency)) {
    values.amount = formatMoney(values.amount, market.locale, currency);
  }
  return values;
}

/** The catalogue key of a shared text's name, when a catalogue holds it. */
function sharedKey(name: string): { key: string; english: string } | null {
  if (name in AUTH_ENGLISH_MESSAGES) return { key: authMessageKey(name as AuthMessageName), english: AUTH_ENGLISH_MESSAGES[name as AuthMessageName] };
  if (name in ENGLISH_FORM_MESSAGES) return { key: formMessageKey(name as FormMessageName), english: ENGLISH_FORM_MESSAGES[name as FormMessageName] };
  return null;
}

/** The text of an answer in the translator's language; the API's message when its code has none. */
export function apiText(t: Translate, answer: CodedText, market?: TextMarket): string {
  const { code, message } = answer;
  if (!code) return message;
  const values = valuesOf(answer.params, market);
  const key = keyOf(code, answer.params);
  if (key) return t.dynamic(key, message, values);
  if (GENERIC.has(code)) return genericText(t, code as GenericErrorCode, message);
  const name = messageNameOf(code);
  const shared = name ? sharedKey(name) : null;
  if (shared) return t.dynamic(shared.key, message || interpolate(shared.english, values), values);
  return message;
}

/** The name of the shared text an answer says (to place it beside its field), or undefined. */
export function sharedMessageName(answer: { code?: string }): string | undefined {
  return answer.code ? messageNameOf(answer.code) : undefined;
}

/** The text of any failure: an API error's by its code, anything else the generic one. */
export function failureTextOf(t: Translate, error: unknown, market?: TextMarket): string {
  if (isApiError(error) && error.message) return apiText(t, error, market);
  return apiText(t, { code: 'unreadable_answer', message: GENERIC_FAILURE_MESSAGE });
}
