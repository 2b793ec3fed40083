/**
 * The e-gift card emails: the recipient's (the card's number and PIN, the buyer's message, where
 * to spend it) in the language the buyer chose, and the buyer's receipt and refund notice in the
 * language they bought in. Names and the message are escaped in the HTML.
 */
import { interpolate } from '@/domain/interpolate';
import { localizedPath, type Currency, type LocaleTag } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import { escapeHtml } from '@/server/platform/mail/escape';
import { emailHtml, type RenderedMail } from '@/server/platform/mail/layout';
import { textLanguage } from '@/server/platform/text-language';
import { E_GIFT_MAIL_TEXTS } from './mail-texts';
import { groupedNumber, type CardSecret } from './sealed-card';

export type EGiftMailCard = {
  amount: string;
  currency: Currency;
  senderName: string;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  deliverOn: string;
};

const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;

export function renderEGiftCardMail(input: { card: EGiftMailCard; secret: CardSecret; locale: LocaleTag; brandName: string; storefrontUrl: string }): RenderedMail {
  const { card, secret, locale, brandName } = input;
  const texts = E_GIFT_MAIL_TEXTS[textLanguage(locale)];
  const link = `${input.storefrontUrl}${localizedPath(locale, '/order-now')}`;
  const values = { sender: card.senderName, brand: brandName, name: card.recipientName, amount: formatMoney(card.amount, locale, card.currency), link };
  const subject = interpolate(texts.cardSubject, values);
  const lines = [interpolate(texts.cardGreeting, values), '', interpolate(texts.cardIntro, values)];
  const message = card.message ? [texts.cardMessage, card.message] : [];
  const credentials = [`${texts.number}: ${groupedNumber(secret.number)}`, `${texts.pin}: ${secret.pin}`];
  const text = [...lines, ...(message.length ? ['', ...message] : []), '', ...credentials, '', interpolate(texts.cardHowTo, values), '', brandName].join('\n');
  const html = emailHtml({
    locale,
    subject,
    body: [
      paragraph(lines[0]!),
      paragraph(lines[2]!),
      ...(card.message ? [`<p>${escapeHtml(texts.cardMessage)}</p><blockquote>${escapeHtml(card.message)}</blockquote>`] : []),
      `<p><strong>${escapeHtml(credentials[0]!)}</strong><br><strong>${escapeHtml(credentials[1]!)}</strong></p>`,
      paragraph(interpolate(texts.cardHowTo, values)),
    ].join('\n'),
    footer: brandName,
  });
  return { subject, text, html };
}

export function renderEGiftReceipt(input: { card: EGiftMailCard; locale: LocaleTag; brandName: string; cardLabel: string; held: boolean }): RenderedMail {
  const { card, locale, brandName } = input;
  const texts = E_GIFT_MAIL_TEXTS[textLanguage(locale)];
  const amount = formatMoney(card.amount, locale, card.currency);
  const values = { brand: brandName, name: card.senderName, recipient: card.recipientName, email: card.recipientEmail, amount };
  const subject = interpolate(texts.receiptSubject, values);
  const rows = [`${texts.amount}: ${amount}`, `${texts.deliverOn}: ${card.deliverOn}`, `${texts.paidWith}: ${input.cardLabel}`];
  const lines = [interpolate(texts.receiptGreeting, values), interpolate(texts.receiptIntro, values), ...(input.held ? [texts.receiptHeld] : [])];
  const text = [...lines, '', ...rows, '', brandName].join('\n');
  const html = emailHtml({ locale, subject, body: [...lines, ...rows].map(paragraph).join('\n'), footer: brandName });
  return { subject, text, html };
}

export function renderEGiftRefund(input: { card: EGiftMailCard; locale: LocaleTag; brandName: string; cardLabel: string }): RenderedMail {
  const { card, locale, brandName } = input;
  const texts = E_GIFT_MAIL_TEXTS[textLanguage(locale)];
  const values = { brand: brandName, name: card.senderName, recipient: card.recipientName, amount: formatMoney(card.amount, locale, card.currency), card: input.cardLabel };
  const subject = interpolate(texts.refundSubject, values);
  const lines = [interpolate(texts.cardGreeting, values), interpolate(texts.refundIntro, values)];
  const text = [...lines, '', brandName].join('\n');
  const html = emailHtml({ locale, subject, body: lines.map(paragraph).join('\n'), footer: brandName });
  return { subject, text, html };
}
