/** The staff console's view of the payment page check: its open alerts, newest first. */
export const PAYMENT_PAGE_ALERTS_PATH = '/staff/payment-page-alerts';

export type WirePaymentPageAlert = {
  id: number;
  /** The payment page's route: '/checkout/payment' or '/catering/quotes/[number]/pay'. */
  route: string;
  kind: string;
  /** One sentence for a person: what changed on which page. */
  description: string;
  detectedAt: string;
};

export type WirePaymentPageAlerts = { data: WirePaymentPageAlert[] };
