/**
 * The console's delivery fee caps (brand admins): per currency a market of the chain is paid in,
 * the most the brand's diners pay for a courier (null: no cap, the diner pays the quote).
 * - GET /admin/delivery-fee-caps → WireDeliveryFeeCaps
 * - PUT /admin/delivery-fee-caps/{currency} ({ maxDinerFee }) → WireDeliveryFeeCaps; 400
 *   fee_cap_too_many_decimals or fee_cap_too_large with params; 404 fee_cap_currency_unknown.
 * - DELETE /admin/delivery-fee-caps/{currency} → WireDeliveryFeeCaps; 404 fee_cap_not_found when the
 *   brand has no cap in it.
 * Anyone but a brand admin: 403 fee_cap_admins_only.
 */
import type { CountryCode, Currency } from '@/domain/markets';

export type WireDeliveryFeeCap = {
  currency: Currency;
  /** The markets paid in this currency. */
  markets: CountryCode[];
  /** The most a diner pays, a decimal string in the currency's decimals; null: no cap. */
  maxDinerFee: string | null;
  /** The largest cap the currency takes (domain/dispatch/fee-caps.ts FEE_CAP_MAX). */
  max: string;
};

export type WireDeliveryFeeCaps = { caps: WireDeliveryFeeCap[] };

export const DELIVERY_FEE_CAPS_PATH = '/admin/delivery-fee-caps';

export function deliveryFeeCapPath(currency: string): string {
  return `${DELIVERY_FEE_CAPS_PATH}/${encodeURIComponent(currency)}`;
}
