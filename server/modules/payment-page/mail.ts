/** The mail that tells the brand admins what the payment page check found, in the one email layout. */
import { DEFAULT_LOCALE } from '@/domain/markets';
import { describeFinding } from '@/domain/payment-page/compare';
import { emailHtml, type RenderedMail } from '@/server/platform/mail/layout';
import { escapeHtml } from '@/server/platform/mail/escape';
import type { PaymentPageAlertRow } from './repository';

export const PAYMENT_PAGE_ALERT_MAIL = 'payment-page-alert';

export function paymentPageAlertMail(alerts: readonly PaymentPageAlertRow[], consoleUrl: string): RenderedMail {
  const subject = `Payment pages changed: ${alerts.length} alert${alerts.length === 1 ? '' : 's'}`;
  const lines = alerts.map((alert) => describeFinding(alert));
  const intro = 'The daily check of the payment pages found a difference from their approved scripts or security headers.';
  const action = 'If the storefront was deployed, regenerate and commit the approved list (npm run payment-scripts) after reviewing each new script; otherwise treat it as a possible tampering of the payment pages and investigate at once.';
  const text = [intro, '', ...lines.map((line) => `- ${line}`), '', action, '', `Open alerts: ${consoleUrl}`].join('\n');
  const body = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(consoleUrl)}">Open alerts in the staff console</a></p>`,
  ].join('\n');
  return { subject, text, html: emailHtml({ locale: DEFAULT_LOCALE, subject, body }) };
}
