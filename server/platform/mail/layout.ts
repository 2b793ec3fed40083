/**
 * The one HTML shell of every email: the document head (the language of the mail's locale as
 * `<html lang>`, the charset, the subject as title), the body's style, the sign-off as footer
 * and, for a mail a person can stop receiving, the unsubscribe line. A template writes only what
 * goes between the header and the footer, its person-written values already escaped.
 */
import { htmlLang, type LocaleTag } from '@/domain/markets';
import { escapeHtml } from './escape';

/** What a template renders: the outbox row's subject, plain text and HTML. */
export type RenderedMail = { subject: string; text: string; html: string };

export type EmailLayout = {
  locale: LocaleTag;
  /** The mail's subject, the document's title. */
  subject: string;
  /** The HTML between header and footer, one block a line. */
  body: string;
  /** The sign-off line (the brand's name); none for account mail, which is signed by nobody. */
  footer?: string;
  /** Only for mail a person subscribed to: the link that stops it. Transactional mail has none. */
  unsubscribe?: { label: string; url: string };
};

export function emailHtml({ locale, subject, body, footer, unsubscribe }: EmailLayout): string {
  const e = escapeHtml;
  return [
    `<!doctype html><html lang="${e(htmlLang(locale))}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto">`,
    body,
    ...(footer !== undefined ? [`<p>${e(footer)}</p>`] : []),
    ...(unsubscribe ? [`<p style="font-size:12px;color:#555"><a href="${e(unsubscribe.url)}">${e(unsubscribe.label)}</a></p>`] : []),
    `</body></html>`,
  ].join('\n');
}
