/**
 * Every code an API error can carry, each area's with it. Apart from the codes themselves
 * (domain/error-codes.ts), so a page that reads one answer's code does not load every area's list.
 */
import { CODED_MESSAGES, GENERIC_ERROR_CODES, messageCode, SPECIFIC_ERROR_CODES, type CodedMessageName, type ErrorCode } from './error-codes';
import { DECLINE_CODES } from './payments/messages';
import { CATERING_ERROR_CODES } from './catering/messages';
import { SURVEY_ERROR_CODES } from './validation/surveys';
import { ORDER_FEEDBACK_ERROR_CODES } from './validation/order-feedback';
import { COUPON_ERROR_CODES } from './validation/coupons';
import { LOYALTY_ERROR_CODES } from './loyalty/messages';
import { CONTACT_ERROR_CODES } from './validation/contact';
import { PRIVACY_ERROR_CODES } from './privacy/messages';
import { JOB_ERROR_CODES } from './jobs/messages';
import { REWARD_ERROR_CODES } from './loyalty/reward-messages';
import { HANDOFF_ERROR_CODES } from './ordering/handoff-messages';
import { WALLET_ERROR_CODES } from './payments/wallets';
import { E_GIFT_ERROR_CODES } from './payments/e-gift-cards';
import { SECOND_FACTOR_ERROR_CODES } from './staff/second-factor-messages';
import { TEAM_ERROR_CODES } from './staff/team-messages';
import { AVAILABILITY_ERROR_CODES } from './menu/availability-messages';
import { MENU_PHOTO_ERROR_CODES } from './menu/photo-messages';
import { POST_ERROR_CODES } from './content/post-fields';
import { ENTRY_ERROR_CODES } from './content/entry-fields';
import { DOCUMENT_ERROR_CODES } from './content/documents';
import { STORE_ERROR_CODES } from './stores/messages';
import { STAFF_COUPON_ERROR_CODES } from './staff/staff-coupons';
import { HOURS_ERROR_CODES } from './staff/staff-hours-messages';
import { STAFF_LOYALTY_ERROR_CODES } from './loyalty/settings';
import { MENU_EDITING_ERROR_CODES } from './menu/menu-editing-messages';
import { GROUP_ORDER_ERROR_CODES } from './group-orders/messages';
import { SMOKE_ERROR_CODES } from './kitchen/smoke-messages';
import { KITCHEN_ERROR_CODES } from './kitchen/ticket-messages';
import { TEXT_ALERT_ERROR_CODES } from './text-alerts/messages';
import { COURIER_ERROR_CODES } from './dispatch/messages';
import { QUIET_SLOT_ERROR_CODES } from './kitchen/quiet-slots';
import { FEE_CAP_ERROR_CODES } from './dispatch/fee-caps';

/** The storefront has a text for each in every interface language. */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...GENERIC_ERROR_CODES,
  ...(Object.keys(CODED_MESSAGES) as CodedMessageName[]).map(messageCode),
  ...SPECIFIC_ERROR_CODES,
  ...DECLINE_CODES,
  ...Object.values(CATERING_ERROR_CODES),
  ...SURVEY_ERROR_CODES,
  ...ORDER_FEEDBACK_ERROR_CODES,
  ...COUPON_ERROR_CODES,
  ...LOYALTY_ERROR_CODES,
  ...CONTACT_ERROR_CODES,
  ...PRIVACY_ERROR_CODES,
  ...JOB_ERROR_CODES,
  ...REWARD_ERROR_CODES,
  ...HANDOFF_ERROR_CODES,
  ...WALLET_ERROR_CODES,
  ...E_GIFT_ERROR_CODES,
  ...SECOND_FACTOR_ERROR_CODES,
  ...TEAM_ERROR_CODES,
  ...AVAILABILITY_ERROR_CODES,
  ...MENU_PHOTO_ERROR_CODES,
  ...POST_ERROR_CODES,
  ...ENTRY_ERROR_CODES,
  ...DOCUMENT_ERROR_CODES,
  ...STORE_ERROR_CODES,
  ...STAFF_COUPON_ERROR_CODES,
  ...HOURS_ERROR_CODES,
  ...STAFF_LOYALTY_ERROR_CODES,
  ...MENU_EDITING_ERROR_CODES,
  ...GROUP_ORDER_ERROR_CODES,
  ...SMOKE_ERROR_CODES,
  ...KITCHEN_ERROR_CODES,
  ...TEXT_ALERT_ERROR_CODES,
  ...COURIER_ERROR_CODES,
  ...QUIET_SLOT_ERROR_CODES,
  ...FEE_CAP_ERROR_CODES,
];
