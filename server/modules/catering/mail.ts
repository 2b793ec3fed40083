/**
 * The catering emails, in the language the buyer submitted in: the request received, the
 * estimate (its lines, fees, tax, deposit, balance, valid-until and the link to answer it),
 * the payment received (the estimate's lines, what was paid, the balance still due: a quote's
 * mail shows its estimate, never its order's cart), the reminders before the event,
 * the feedback request after it (linking the feedback form), and the cancellation notice with
 * what is refunded. Each carries the quote's number and its link (with the link token). Every
 * value that came from a person is escaped in
 * the HTML. Sending never throws: a failure is logged with the lead id.
 */
import type { FastifyBaseLogger } from 'fastify';
import { formatDateAndClock } from '@/domain/clock-format';
import { interpolate } from '@/domain/interpolate';
import { htmlLang, localizedPath, type Currency, type LocaleTag } from '@/domain/markets';
import { lineQuantityText, weightUnitOf, type WeightUnit } from '@/domain/menu/weight-units';
import { Decimal, formatMoney } from '@/domain/money';
import { quoteBalanceDue } from '@/domain/catering';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import { escapeHtml } from '@/server/platform/mail/escape';
import { emailHtml, type RenderedMail } from '@/server/platform/mail/layout';
import { textLanguage } from '@/server/platform/text-language';
import { linkToken } from './access';
import { CATERING_MAIL_TEXTS, type CateringMailTexts } from './mail-texts';
import { menuItemIdsOf, menuNamesOf } from './menu-names-repository';
import { findLead, latestEstimate, leadLocation, type EstimateRow, type LeadLocation, type LeadRow } from './repository';

export type CateringMailKind =
  | { kind: 'received' }
  | { kind: 'estimate' }
  | { kind: 'paid' }
  | { kind: 'reminder'; daysBefore: number }
  | { kind: 'feedback' }
  /** `refund`: what is given back to the buyer's payments ('0.00': nothing). */
  | { kind: 'cancelled'; refund: string };

export type CateringMailDeps = { db: Database; mailer: Mailer; storefrontUrl: string; linkSecret: string; log: FastifyBaseLogger };

/** `weightUnits`: the weight each menu item of the estimate sold by weight is sold by in the lead's market (500 g × Porc effiloché); absent: none. */
export type CateringMailInput = { lead: LeadRow; estimate: EstimateRow | null; location: LeadLocation; url: string; weightUnits?: ReadonlyMap<number, WeightUnit> };

/** The outbox kind: one mail of each per lead's order (the outbox is unique on kind and order). */
export function outboxKind(mail: CateringMailKind, estimate: EstimateRow | null): string {
  if (mail.kind === 'estimate') return `catering-estimate-${estimate?.version ?? 0}`;
  if (mail.kind === 'reminder') return `catering-reminder-${mail.daysBefore}`;
  return `catering-${mail.kind}`;
}

/** The storefront's page of the quote, in the buyer's market, opened by its link token. */
export function quoteUrl(storefrontUrl: string, secret: string, lead: LeadRow): string {
  return `${storefrontUrl}${localizedPath(lead.locale, `/catering/quotes/${lead.number}`)}?token=${linkToken(secret, lead)}`;
}

/** The storefront's catering feedback form in the buyer's market, with the quote's number filled in. */
export function feedbackUrl(storefrontUrl: string, lead: Pick<LeadRow, 'locale' | 'number'>): string {
  return `${storefrontUrl}${localizedPath(lead.locale, '/catering/feedback')}?quote=${lead.number}`;
}

type Row = { label: string; value: string };

/** The event's day and time at the store, the time written as the pages write it ('18 h 30' in French). */
function whenText(lead: LeadRow, locale: LocaleTag): string {
  return formatDateAndClock(lead.eventStartsAt, lead.timeZone, locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

function detailRows(input: CateringMailInput, texts: CateringMailTexts): Row[] {
  const { lead, location } = input;
  const address = lead.deliveryAddress;
  const handoff = address
    ? { label: texts.delivery, value: `${address.address}, ${address.city} ${address.state ?? ''} ${address.zip}`.replace(/\s+/g, ' ').trim() }
    : { label: texts.carryout, value: location.title };
  return [
    { label: texts.quoteNumber, value: String(lead.number) },
    { label: texts.event, value: whenText(lead, lead.locale) },
    { label: texts.guests, value: String(lead.headcount) },
    { label: texts.store, value: location.title },
    handoff,
  ];
}

type Money = (amount: string) => string;
/** A line's quantity as the mail reads it: its weight for what is sold by weight ("500 g"), else its count. */
type Quantity = (line: EstimateRow['lines'][number]) => string;

/** The estimate's lines, subtotal, fees and tax: what the quote is, never its order's cart. */
function estimateLineRows(estimate: EstimateRow, texts: CateringMailTexts, money: Money, quantity: Quantity): Row[] {
  return [
    ...estimate.lines.map((line) => ({ label: `${quantity(line)} × ${line.title}`, value: money(line.amount) })),
    { label: texts.subtotal, value: money(estimate.subtotal) },
    ...estimate.fees.map((fee) => ({ label: fee.title, value: money(fee.amount) })),
    { label: texts.tax, value: money(estimate.tax) },
  ];
}

function estimateRows(estimate: EstimateRow, texts: CateringMailTexts, money: Money, quantity: Quantity, locale: LocaleTag, timeZone: string): Row[] {
  const validUntil = formatDateAndClock(estimate.validUntil, timeZone, locale, 'long');
  return [
    ...estimateLineRows(estimate, texts, money, quantity),
    { label: texts.total, value: money(estimate.total) },
    { label: texts.deposit, value: money(estimate.deposit) },
    { label: texts.balance, value: money(estimate.balance) },
    { label: texts.validUntil, value: validUntil },
  ];
}

/** The estimate the buyer paid towards, what they paid and what is left. */
function paymentRows(lead: LeadRow, estimate: EstimateRow, texts: CateringMailTexts, money: Money, quantity: Quantity): Row[] {
  return [
    ...estimateLineRows(estimate, texts, money, quantity),
    { label: texts.total, value: money(estimate.total) },
    { label: texts.amountPaid, value: money(lead.amountPaid) },
    { label: texts.balanceDue, value: money(quoteBalanceDue(estimate, lead.amountPaid)) },
  ];
}

type Parts = { subject: string; intro: string; link: string; rows: Row[]; estimate: Row[] };

function partsOf(mail: CateringMailKind, input: CateringMailInput, texts: CateringMailTexts): Parts {
  const { lead, estimate } = input;
  const number = lead.number;
  const rows = detailRows(input, texts);
  const money = (amount: string) => formatMoney(amount, lead.locale, lead.currency.toUpperCase() as Currency);
  const quantity: Quantity = (line) =>
    lineQuantityText(line.quantity, line.itemId === null ? null : (input.weightUnits?.get(line.itemId) ?? null), htmlLang(lead.locale));
  switch (mail.kind) {
    case 'received':
      return { subject: interpolate(texts.receivedSubject, { number }), intro: texts.receivedIntro, link: texts.viewQuote, rows, estimate: [] };
    case 'estimate':
      return {
        subject: interpolate(texts.estimateSubject, { number }),
        intro: texts.estimateIntro,
        link: texts.respond,
        rows,
        estimate: estimate ? estimateRows(estimate, texts, money, quantity, lead.locale, lead.timeZone) : [],
      };
    case 'paid':
      return {
        subject: interpolate(texts.paidSubject, { number }),
        intro: interpolate(texts.paidIntro, { amount: money(lead.amountPaid) }),
        link: texts.viewQuote,
        rows,
        estimate: estimate ? paymentRows(lead, estimate, texts, money, quantity) : [],
      };
    case 'reminder':
      return {
        subject: mail.daysBefore === 1 ? texts.reminderSubjectTomorrow : interpolate(texts.reminderSubject, { days: mail.daysBefore }),
        intro: texts.reminderIntro,
        link: texts.viewQuote,
        rows,
        estimate: [],
      };
    case 'cancelled':
      return {
        subject: interpolate(texts.cancelledSubject, { number }),
        intro: texts.cancelledIntro,
        link: texts.viewQuote,
        rows: [...rows, ...(new Decimal(mail.refund).greaterThan(0) ? [{ label: texts.refund, value: money(mail.refund) }] : [])],
        estimate: [],
      };
    case 'feedback':
      return { subject: texts.feedbackSubject, intro: texts.feedbackIntro, link: texts.feedbackLink, rows: rows.slice(0, 2), estimate: [] };
  }
}

export function renderCateringMail(mail: CateringMailKind, input: CateringMailInput): RenderedMail {
  const texts = CATERING_MAIL_TEXTS[textLanguage(input.lead.locale)];
  const parts = partsOf(mail, input, texts);
  const greeting = interpolate(texts.greeting, { name: input.lead.contact.firstName });
  const questions = interpolate(texts.questions, { phone: input.location.phone });
  const line = (row: Row) => `${row.label}${texts.colon}${row.value}`;
  const text = [
    greeting, parts.intro, '', ...parts.rows.map(line), ...(parts.estimate.length > 0 ? ['', ...parts.estimate.map(line)] : []),
    '', `${parts.link}${texts.colon}${input.url}`, '', questions, input.location.brandTitle,
  ].join('\n');
  const e = escapeHtml;
  const table = (rows: Row[]) =>
    `<table style="width:100%;border-collapse:collapse">${rows.map((row) => `<tr><td style="padding:4px 8px">${e(row.label)}</td><td style="padding:4px 8px;text-align:right">${e(row.value)}</td></tr>`).join('')}</table>`;
  const body = `<p>${e(greeting)}</p>
<p>${e(parts.intro)}</p>
${table(parts.rows)}
${parts.estimate.length > 0 ? `<hr>${table(parts.estimate)}` : ''}
<p><a href="${e(input.url)}">${e(parts.link)}</a></p>
<p>${e(questions)}</p>`;
  const html = emailHtml({ locale: input.lead.locale, subject: parts.subject, body, footer: input.location.brandTitle });
  return { subject: parts.subject, text, html };
}

/** The weight each menu item of the estimate is sold by in the lead's market, for those sold by weight. */
async function weightUnitsOf(db: Database, lead: LeadRow, estimate: EstimateRow | null): Promise<Map<number, WeightUnit>> {
  const units = new Map<number, WeightUnit>();
  for (const [itemId, names] of await menuNamesOf(db, menuItemIdsOf(estimate))) {
    const unit = weightUnitOf(names.unit, lead.countryCode);
    if (unit) units.set(itemId, unit);
  }
  return units;
}

/** Queues one catering email for the lead (once per kind); logs and swallows any failure. */
export async function sendLeadMail(deps: CateringMailDeps, leadId: string, mail: CateringMailKind): Promise<void> {
  try {
    const lead = await findLead(deps.db, leadId);
    if (!lead) return;
    const estimate = (await latestEstimate(deps.db, leadId)) ?? null;
    const location = await leadLocation(deps.db, lead.locationId);
    const url = mail.kind === 'feedback' ? feedbackUrl(deps.storefrontUrl, lead) : quoteUrl(deps.storefrontUrl, deps.linkSecret, lead);
    const rendered = renderCateringMail(mail, { lead, estimate, location, url, weightUnits: await weightUnitsOf(deps.db, lead, estimate) });
    await deps.mailer.queue({ kind: outboxKind(mail, estimate), orderId: lead.orderId, toAddress: lead.contact.email, ...rendered });
  } catch (error) {
    deps.log.error({ err: error, leadId }, 'could not queue a catering email');
  }
}
