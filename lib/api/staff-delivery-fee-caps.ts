/** The brand's delivery fee cap calls (brand admins; contract: domain/wire/staff-delivery-fee-caps.ts). Each takes a staff context (lib/staff/session.ts). */
import { DELIVERY_FEE_CAPS_PATH, deliveryFeeCapPath, type WireDeliveryFeeCap, type WireDeliveryFeeCaps } from '@/domain/wire/staff-delivery-fee-caps';
import { apiDelete, apiGet, apiPut, type ApiContext } from './client';

export type DeliveryFeeCap = WireDeliveryFeeCap;

const PREFIX = '/online-ordering';

export async function fetchDeliveryFeeCaps(ctx: ApiContext): Promise<DeliveryFeeCap[]> {
  return (await apiGet<WireDeliveryFeeCaps>(ctx, `${PREFIX}${DELIVERY_FEE_CAPS_PATH}`)).caps;
}

/** Sets the most a diner pays in `currency` (a dot-decimal amount). */
export async function changeDeliveryFeeCap(ctx: ApiContext, currency: string, maxDinerFee: string): Promise<DeliveryFeeCap[]> {
  return (await apiPut<WireDeliveryFeeCaps>(ctx, `${PREFIX}${deliveryFeeCapPath(currency)}`, { maxDinerFee })).caps;
}

export async function removeDeliveryFeeCap(ctx: ApiContext, currency: string): Promise<DeliveryFeeCap[]> {
  return (await apiDelete<WireDeliveryFeeCaps>(ctx, `${PREFIX}${deliveryFeeCapPath(currency)}`)).caps;
}
