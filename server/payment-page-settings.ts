/**
 * The payment page check's settings, read with the rest of the environment (server/config.ts):
 * - PAYMENT_PAGE_CHECK: true runs the daily check of the payment pages, false does not (default
 *   true in production, false elsewhere, where no storefront may be listening);
 * - PAYMENT_PAGE_CHECK_CHECKOUT_PATH and PAYMENT_PAGE_CHECK_QUOTE_PATH: the addresses, under
 *   STOREFRONT_URL, the check fetches for the checkout payment step and the catering quote payment
 *   page (defaults /checkout/payment and /catering/quotes/0/pay; a quote's own pay link, with its
 *   token, checks the page as its customer sees it);
 * - PAYMENT_PAGE_SCRIPTS_FILE: the approved list (default docs/payment-page-scripts.md, from the
 *   working directory).
 */
import type { PaymentPageRoute } from '@/domain/payment-page/approved-list';

type Env = Record<string, string | undefined>;

export type PaymentPageCheckSettings = {
  paymentPageCheck: boolean;
  /** The address path (and query) fetched for each payment page. */
  paymentPageCheckPaths: Readonly<Record<PaymentPageRoute, string>>;
  paymentPageScriptsFile: string;
};

export class PaymentPageSettingError extends Error {
  override name = 'ConfigError';
}

const value = (env: Env, name: string) => {
  const text = env[name]?.trim();
  return text === '' ? undefined : text;
};

function readPath(env: Env, name: string, fallback: string): string {
  const path = value(env, name) ?? fallback;
  if (!/^\/[^\s]*$/.test(path) || path.startsWith('//')) throw new PaymentPageSettingError(`${name} must be a path starting with one slash, such as ${fallback}, got "${path}"`);
  return path;
}

export function readPaymentPageCheckSettings(env: Env, isProduction: boolean): PaymentPageCheckSettings {
  const check = value(env, 'PAYMENT_PAGE_CHECK')?.toLowerCase();
  if (check !== undefined && check !== 'true' && check !== 'false') throw new PaymentPageSettingError(`PAYMENT_PAGE_CHECK must be true or false, got "${check}"`);
  return {
    paymentPageCheck: check === undefined ? isProduction : check === 'true',
    paymentPageCheckPaths: Object.freeze({
      '/checkout/payment': readPath(env, 'PAYMENT_PAGE_CHECK_CHECKOUT_PATH', '/checkout/payment'),
      '/catering/quotes/[number]/pay': readPath(env, 'PAYMENT_PAGE_CHECK_QUOTE_PATH', '/catering/quotes/0/pay'),
    }),
    paymentPageScriptsFile: value(env, 'PAYMENT_PAGE_SCRIPTS_FILE') ?? 'docs/payment-page-scripts.md',
  };
}
