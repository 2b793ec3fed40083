/**
 * The order confirmation email: subject, plain text and HTML in the order's language, with the
 * items (a meat sold by weight by its weight: 500 g × Porc effiloché), the totals, the handoff time and place, and how it was paid. Every value that came
 * from a person (names, instructions, item titles) is escaped in the HTML.
 */
import { handoffDetailRows } from './handoff-rows';
import { formatDateAndClock } from '@/domain/clock-format';
import { formatMoney } from '@/domain/money';
import { formatTaxRate } from '@/domain/tax-rate-format';
import { htmlLang, languageOf, type Currency, type LocaleTag } from '@/domain/markets';
import { lineQuantityText, weightUnitOf } from '@/domain/menu/weight-units';
import { interpolate } from '@/domain/interpolate';
import type { WireOrderConfirmation } from '@/domain/wire/payments';
import { escapeHtml } from '@/server/platform/mail/escape';
import { emailHtml, type RenderedMail } from '@/server/platform/mail/layout';
import { textLanguage } from '@/server/platform/text-language';
import { storeAddressText, storeTitle } from '@/domain/addresses/store-address';
import { tenderInMail } from './tender-texts';
import { CONFIRMATION_TEXTS, type ConfirmationTexts } from './texts';

export type ConfirmationMailInput = {
  order: WireOrderConfirmation;
  /** The request's locale: 'fr-ca'. */
  locale: LocaleTag;
  /** Where the diner can see the order again (the thank-you page). */
  orderUrl: string;
  /** Where the diner rates the order (its feedback link), when it can be rated. */
  feedbackUrl?: string;
  brandName: string;
};

type Row = { label: string; value: string };

export function renderOrderConfirmation(input: ConfirmationMailInput): RenderedMail {
  const { order, locale } = input;
  const texts = CONFIRMATION_TEXTS[textLanguage(locale)];
  const money = (amount: string) => formatMoney(amount, locale, order.currency as Currency);
  const subject = interpolate(texts.subject, { number: order.number, store: order.location.title });
  const greeting = order.guestFirstName
    ? interpolate(texts.greeting, { name: order.guestFirstName })
    : texts.greetingNoName;
  const handoff = handoffRows(order, texts, locale);
  const items = order.items.map((line) => ({
    label: `${interpolate(texts.line, { quantity: lineQuantityText(line.quantity, weightUnitOf(line.unit, order.location.countryCode), htmlLang(locale)), item: line.title })}${line.options.length > 0 ? ` (${line.options.join(', ')})` : ''}${line.label ? ` · ${interpolate(texts.lineFor, { name: line.label })}` : ''}`,
    value: money(line.lineTotal),
    note: line.specialInstructions,
  }));
  const totals = totalRows(order, texts, money, locale);
  const paidWith = order.payments.map((payment) => `${tenderInMail(payment.tender, locale)}${texts.colon}${money(payment.amount)}`).join(', ');
  const questions = interpolate(texts.questions, { phone: order.location.phone });

  const text = [
    greeting,
    texts.intro,
    '',
    `${texts.orderNumber}${texts.colon}${order.number}`,
    ...handoff.map((row) => `${row.label}${texts.colon}${row.value}`),
    '',
    `${texts.items}${texts.colon.trimEnd()}`,
    ...items.map((item) => `  ${item.label}  ${item.value}${item.note ? `\n    ${texts.instructions}${texts.colon}${item.note}` : ''}`),
    '',
    ...totals.map((row) => `${row.label}${texts.colon}${row.value}`),
    ...(paidWith ? [`${texts.paidWith}${texts.colon}${paidWith}`] : []),
    '',
    questions,
    `${texts.viewOrder}${texts.colon}${input.orderUrl}`,
    ...(input.feedbackUrl ? [`${texts.rateOrder}${texts.colon}${input.feedbackUrl}`] : []),
    '',
    input.brandName,
  ].join('\n');

  const html = renderHtml({ input, texts, subject, greeting, handoff, items, totals, paidWith, questions });
  return { subject, text, html };
}

function handoffRows(order: WireOrderConfirmation, texts: ConfirmationTexts, locale: LocaleTag): Row[] {
  const { location } = order;
  const language = languageOf(locale);
  const store = `${storeTitle(location, location.countryCode, language)}, ${storeAddressText(location.address, location.countryCode, language)}`;
  const rows: Row[] = [];
  const address = order.deliveryAddress;
  if (order.handoff === 'delivery' && address) {
    const apt = address.aptSuitBldg ? `, ${address.aptSuitBldg}` : '';
    const line = `${address.address}${apt}, ${address.city} ${address.state ?? ''} ${address.zip}`;
    rows.push({ label: texts.delivery, value: line.replace(/\s+/g, ' ').trim() });
  } else {
    rows.push({ label: texts.pickup, value: store });
  }
  rows.push({ label: texts.time, value: timeText(order, texts, locale) });
  rows.push(...handoffDetailRows(order.handoffDetails, textLanguage(locale), order.number));
  return rows;
}

/** The handoff's day and time at the store, the time written as the pages write it ('18 h 30' in French). */
function timeText(order: WireOrderConfirmation, texts: ConfirmationTexts, locale: LocaleTag): string {
  const slot = order.timeslot;
  if (!slot) return texts.asap;
  const when = formatDateAndClock(slot.start, order.location.timeZone, locale, { weekday: 'long', month: 'long', day: 'numeric' });
  return slot.asap ? `${texts.asap} (${when})` : when;
}

function totalRows(order: WireOrderConfirmation, texts: ConfirmationTexts, money: (amount: string) => string, locale: LocaleTag): Row[] {
  const { totals } = order;
  const rows: Row[] = [{ label: texts.subtotal, value: money(totals.subtotal) }];
  if (totals.discount !== '0.00') rows.push({ label: texts.discount, value: `−${money(totals.discount)}` });
  if (order.handoff === 'delivery') rows.push({ label: texts.deliveryFee, value: money(totals.deliveryFee) });
  const taxRows = totals.taxes.map((tax) => {
    const name = texts.taxes[tax.code] ?? tax.code;
    const label = totals.taxIncluded ? interpolate(texts.taxIncluded, { name, rate: formatTaxRate(tax.rate, locale) }) : name;
    return { label, value: money(tax.amount) };
  });
  if (!totals.taxIncluded) rows.push(...taxRows);
  if (totals.tip !== '0.00') rows.push({ label: texts.tip, value: money(totals.tip) });
  rows.push({ label: texts.total, value: money(totals.total) });
  // Where prices include the tax, it is the part of the total it makes up, shown under it.
  if (totals.taxIncluded) rows.push(...taxRows);
  return rows;
}

type HtmlParts = {
  input: ConfirmationMailInput;
  texts: ConfirmationTexts;
  subject: string;
  greeting: string;
  handoff: Row[];
  items: { label: string; value: string; note: string | null }[];
  totals: Row[];
  paidWith: string;
  questions: string;
};

function renderHtml(parts: HtmlParts): string {
  const { input, texts, items, totals } = parts;
  const e = escapeHtml;
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 8px">${strong ? `<strong>${e(label)}</strong>` : e(label)}</td><td style="padding:4px 8px;text-align:right">${strong ? `<strong>${e(value)}</strong>` : e(value)}</td></tr>`;
  const itemRows = items
    .map((item) => {
      const note = item.note ? `<br><small>${e(texts.instructions)}${e(texts.colon)}${e(item.note)}</small>` : '';
      return `<tr><td style="padding:4px 8px">${e(item.label)}${note}</td><td style="padding:4px 8px;text-align:right">${e(item.value)}</td></tr>`;
    })
    .join('');
  const totalRowsHtml = totals.map((total, index) => row(total.label, total.value, index === totals.length - 1)).join('');
  const body = `<h1 style="font-size:22px">${e(parts.greeting)}</h1>
<p>${e(texts.intro)}</p>
<p><strong>${e(texts.orderNumber)}${e(texts.colon.trimEnd())}</strong> ${e(input.order.number)}</p>
${parts.handoff.map((entry) => `<p><strong>${e(entry.label)}${e(texts.colon.trimEnd())}</strong> ${e(entry.value)}</p>`).join('\n')}
<h2 style="font-size:18px">${e(texts.items)}</h2>
<table style="width:100%;border-collapse:collapse">${itemRows}</table>
<hr>
<table style="width:100%;border-collapse:collapse">${totalRowsHtml}</table>
${parts.paidWith ? `<p>${e(texts.paidWith)}${e(texts.colon)}${e(parts.paidWith)}</p>` : ''}
<p>${e(parts.questions)}</p>
<p><a href="${e(input.orderUrl)}">${e(texts.viewOrder)}</a></p>
${input.feedbackUrl ? `<p><a href="${e(input.feedbackUrl)}">${e(texts.rateOrder)}</a></p>` : ''}`;
  return emailHtml({ locale: input.locale, subject: parts.subject, body, footer: input.brandName });
}
