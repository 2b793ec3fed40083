/**
 * The frame of the short notices about an order (ready, refunded): a greeting, the news in bold,
 * any further lines, who to call, the link to the order, and the brand, as plain text and HTML
 * (escaped) in the order's language.
 */
import type { LocaleTag } from '@/domain/markets';
import { escapeHtml } from '@/server/platform/mail/escape';
import { emailHtml, type RenderedMail } from '@/server/platform/mail/layout';

/** What every order notice names: the order, its store, the diner, their language, the link and the brand. */
export type OrderNoticeInput = {
  number: string;
  store: string;
  storePhone: string;
  firstName: string | null;
  locale: LocaleTag;
  orderUrl: string;
  brandName: string;
};

export type NoticeMail = {
  locale: LocaleTag;
  subject: string;
  greeting: string;
  headline: string;
  /** Lines after the headline, each its own paragraph in the HTML. */
  notes?: string[];
  questions: string;
  viewOrder: string;
  orderUrl: string;
  brandName: string;
};

export function renderNoticeMail(mail: NoticeMail): RenderedMail {
  const notes = mail.notes ?? [];
  const text = [mail.greeting, '', mail.headline, ...notes, '', mail.questions, `${mail.viewOrder}: ${mail.orderUrl}`, '', mail.brandName].join('\n');
  const html = emailHtml({
    locale: mail.locale,
    subject: mail.subject,
    body: [
      `<p>${escapeHtml(mail.greeting)}</p>`,
      `<p><strong>${escapeHtml(mail.headline)}</strong></p>`,
      ...notes.map((note) => `<p>${escapeHtml(note)}</p>`),
      `<p>${escapeHtml(mail.questions)}</p>`,
      `<p><a href="${escapeHtml(mail.orderUrl)}">${escapeHtml(mail.viewOrder)}</a></p>`,
    ].join('\n'),
    footer: mail.brandName,
  });
  return { subject: mail.subject, text, html };
}
