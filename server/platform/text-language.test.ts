import { ACCOUNT_MAIL_TEXTS } from '@/server/modules/auth/account-emails';
import { SIGN_UP_NOTICE_TEXTS } from '@/server/modules/auth/sign-up-notice-email';
import { CATERING_MAIL_TEXTS } from '@/server/modules/catering/mail-texts';
import { HANDOFF_TEXTS } from '@/server/modules/email/templates/handoff-rows';
import { REFUND_TEXTS } from '@/server/modules/email/templates/order-refund';
import { READY_TEXTS } from '@/server/modules/email/templates/order-ready';
import { INVITE_TEXTS } from '@/server/modules/email/templates/staff-invite';
import { CONFIRMATION_TEXTS } from '@/server/modules/email/templates/texts';
import { JOB_MAIL_TEXTS } from '@/server/modules/jobs/mail-texts';
import { STATUS_LABELS } from '@/server/modules/orders/status-labels';
import { PAYPAL_SANDBOX_TEXTS } from '@/server/modules/payments/paypal-sandbox-page';
import { PRIVACY_TEXTS } from '@/server/modules/privacy/texts';
import { NOTIFICATION_TEXTS } from '@/server/modules/profile/notification-text';
import { CONTACT_TEXTS } from '@/server/modules/surveys/contact-texts';
import { SURVEY_MAIL_TEXTS } from '@/server/modules/surveys/mail-texts';
import { ALERT_TEXTS } from '@/server/modules/text-alerts/texts';
import { ORDER_FEEDBACK_TEXTS } from '@/server/modules/surveys/order-feedback-mail';
import { TEXT_LANGUAGES, textLanguage, type TextLanguage } from './text-language';

describe('textLanguage', () => {
  it.each([
    ['en-us', 'en'],
    ['fr-ca', 'fr'],
    ['ja-jp', 'ja'],
    ['es-mx', 'es'],
    ['pt-br', 'pt'],
    ['en-br', 'en'],
    ['en-mx', 'en'],
  ] as const)('%s writes in %s', (locale, language) => {
    expect(textLanguage(locale)).toBe(language);
  });
});

/** Every set of server-written text, by the language it is written in. */
const TEXT_SETS: Record<string, Record<TextLanguage, unknown>> = {
  'account email: verify-email': ACCOUNT_MAIL_TEXTS['verify-email'],
  'account email: reset-password': ACCOUNT_MAIL_TEXTS['reset-password'],
  'sign-up notice': SIGN_UP_NOTICE_TEXTS,
  'catering mails': CATERING_MAIL_TEXTS,
  'confirmation handoff rows': HANDOFF_TEXTS,
  'refund email': REFUND_TEXTS,
  'ready email': READY_TEXTS,
  'staff invitation': INVITE_TEXTS,
  'order confirmation': CONFIRMATION_TEXTS,
  'job application mail': JOB_MAIL_TEXTS,
  'order status labels': STATUS_LABELS,
  'PayPal sandbox page': PAYPAL_SANDBOX_TEXTS,
  'privacy requests': PRIVACY_TEXTS,
  'notification: order-paid': NOTIFICATION_TEXTS['order-paid'],
  'notification: order-ready': NOTIFICATION_TEXTS['order-ready'],
  'contact mails': CONTACT_TEXTS,
  'survey mails': SURVEY_MAIL_TEXTS,
  'order feedback mail': ORDER_FEEDBACK_TEXTS,
  'text alerts': ALERT_TEXTS,
};

/** Words a language writes as English does: totals, Canadian tax codes, separators (an item line's count before its title), loanwords the catalogues use. */
const SAME_AS_ENGLISH: Partial<Record<TextLanguage, ReadonlySet<string>>> = {
  es: new Set(['Total', 'Subtotal', 'GST', 'HST', 'PST', 'QST', 'Catering', ': ', ', ', '[quantity] × [item]']),
  fr: new Set(['Total', 'Restaurant', 'Table', 'Instructions', 'Service', 'Occasion', ', ', '[quantity] × [item]']),
  ja: new Set(['GST', 'HST', 'PST', 'QST']),
  pt: new Set(['Total', 'Subtotal', 'GST', 'HST', 'PST', 'QST', 'Drive-thru', ': ', ', ', '[quantity] × [item]']),
};

/** The leaves of a text set, by their path: 'taxes.GST' → 'TPS'. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  if (value === null || typeof value !== 'object') return new Map([[path, value]]);
  return new Map(Object.entries(value).flatMap(([key, inner]) => [...leaves(inner, path ? `${path}.${key}` : key)]));
}

const placeholders = (text: string) => [...text.matchAll(/\[[a-zA-Z]+\]/g)].map((match) => match[0]).sort();

/** What is wrong with one language's texts next to English's: a missing or extra key, English left in, a placeholder lost. */
function problems(english: unknown, translated: unknown, language: TextLanguage): string[] {
  const source = leaves(english);
  const target = leaves(translated);
  const found: string[] = [];
  for (const [path, text] of source) {
    const own = target.get(path);
    if (typeof own !== 'string' || own.trim() === '') found.push(`${path}: missing`);
    else if (language !== 'en' && own === text && !SAME_AS_ENGLISH[language]?.has(own)) found.push(`${path}: still English ("${own}")`);
    else if (typeof text === 'string' && placeholders(own).join() !== placeholders(text).join()) found.push(`${path}: placeholders ${placeholders(own).join()} instead of ${placeholders(text).join()}`);
  }
  for (const path of target.keys()) if (!source.has(path)) found.push(`${path}: not in English`);
  return found;
}

describe('every server-written text set', () => {
  const cases = Object.entries(TEXT_SETS).flatMap(([name, set]) => TEXT_LANGUAGES.filter((language) => language !== 'en').map((language) => [name, language, set] as const));

  it.each(cases)('%s in %s has every key English has, translated, with its placeholders', (_name, language, set) => {
    expect(problems(set.en, set[language], language)).toEqual([]);
  });

  it('finds a missing key, English left in and a lost placeholder', () => {
    expect(problems({ a: 'Hello [name]', b: { c: 'Total' }, d: 'Paid' }, { a: 'Hola', b: { c: 'Total' }, d: 'Paid', e: 'x' }, 'es')).toEqual([
      'a: placeholders  instead of [name]',
      'd: still English ("Paid")',
      'e: not in English',
    ]);
    expect(problems({ a: 'Tip' }, {}, 'pt')).toEqual(['a: missing']);
  });
});
