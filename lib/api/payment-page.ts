/** The staff console's reads of the payment page check (contract: domain/wire/payment-page.ts). */
import { PAYMENT_PAGE_ALERTS_PATH, type WirePaymentPageAlert, type WirePaymentPageAlerts } from '@/domain/wire/payment-page';
import { apiGet, type ApiContext } from './client';

export type PaymentPageAlert = WirePaymentPageAlert;

/** A brand admin's open payment page alerts, newest first (`ctx` carries the staff token). */
export async function fetchPaymentPageAlerts(ctx: ApiContext): Promise<PaymentPageAlert[]> {
  return (await apiGet<WirePaymentPageAlerts>(ctx, `/online-ordering${PAYMENT_PAGE_ALERTS_PATH}`)).data;
}
