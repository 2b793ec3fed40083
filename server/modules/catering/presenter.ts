/** A lead, its latest estimate and its store → WireQuote (domain/wire/catering.ts), field by field. */
import { leadStatusOf, quoteBalanceDue, transition, type CateringLead, type LeadStatusId } from '@/domain/catering';
import { HANDOFF } from '@/domain/ordering';
import type { WireQuote, WireQuoteEstimate, WireQuoteHandoff } from '@/domain/wire/catering';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { weightUnitOf, type WeightUnit } from '@/domain/menu/weight-units';
import type { LeadRequestLine } from '@/server/db/schema';
import { translated } from '@/server/locale';
import type { MenuNames } from './menu-names-repository';
import type { EstimateRow, LeadLocation, LeadRow } from './repository';

export function quoteHandoffOf(handoffId: number): WireQuoteHandoff {
  return handoffId === HANDOFF.delivery ? 'delivery' : 'carryout';
}

/** What the catering rules read of a stored lead. */
export function domainLead(lead: LeadRow, estimate: EstimateRow | undefined | null): CateringLead {
  return {
    status: lead.statusId as LeadStatusId,
    eventStartsAt: lead.eventStartsAt,
    timeZone: lead.timeZone,
    headcount: lead.headcount,
    requestTotal: lead.requestTotal,
    estimate: estimate ? { total: estimate.total, deposit: estimate.deposit, validUntil: estimate.validUntil } : null,
    amountPaid: lead.amountPaid,
  };
}

/** The weight a line's item is sold by in `country`, read from `names` (null: not sold by weight, a typed line, or no names). */
function lineWeightUnit(itemId: number | null, names: MenuNames | undefined, country: CountryCode): WeightUnit | null {
  const unit = itemId === null ? undefined : names?.get(itemId)?.unit;
  return unit ? weightUnitOf(unit, country) : null;
}

/** `names` and `country`: the menu's items the lines list, for the weight each is sold by. */
export function presentEstimate(estimate: EstimateRow, names?: MenuNames, country: CountryCode = 'US'): WireQuoteEstimate {
  return {
    version: estimate.version,
    lines: estimate.lines.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.amount,
      weightUnit: lineWeightUnit(line.itemId, names, country),
    })),
    fees: estimate.fees.map((fee) => ({ title: fee.title, amount: fee.amount })),
    subtotal: estimate.subtotal,
    feesTotal: estimate.feesTotal,
    tax: estimate.tax,
    total: estimate.total,
    deposit: estimate.deposit,
    balance: estimate.balance,
    validUntil: estimate.validUntil.toISOString(),
    sentAt: estimate.sentAt.toISOString(),
  };
}

/** With `names` and `locale`, the request's items and options read in that locale where the menu has them, and the lines say what is sold by weight. */
export type QuoteParts = { lead: LeadRow; estimate?: EstimateRow | null; location: LeadLocation; now: Date; names?: MenuNames; locale?: LocaleTag };

/** A requested line's title with its options: 'Party Pack (Pulled Pork, Smoked Turkey)', in `locale` where the menu says it. */
export function requestLineTitle(line: Pick<LeadRequestLine, 'itemId' | 'title' | 'options'>, names?: MenuNames, locale?: LocaleTag): string {
  const item = names?.get(line.itemId);
  const title = item && locale ? translated(line.title, item.translations, locale) : line.title;
  const chosen = line.options.map((option) => (item && locale ? translated(option, item.options.get(option), locale) : option));
  return chosen.length > 0 ? `${title} (${chosen.join(', ')})` : title;
}

export function presentQuote({ lead, estimate, location, now, names, locale }: QuoteParts): WireQuote {
  const status = leadStatusOf(lead.statusId);
  const address = lead.deliveryAddress;
  const rules = domainLead(lead, estimate);
  return {
    number: lead.number,
    orderId: lead.orderId,
    status: { id: status.id, name: status.name, label: status.label, messageKey: status.messageKey },
    location: { id: location.id, slug: location.slug, title: location.title, phone: location.phone, timeZone: location.timeZone, countryCode: lead.countryCode },
    handoff: quoteHandoffOf(lead.handoffId),
    deliveryAddress: address ? { address: address.address, city: address.city, state: address.state, zip: address.zip } : null,
    event: { date: lead.eventDate, time: lead.eventTime, startsAt: lead.eventStartsAt.toISOString(), headcount: lead.headcount },
    contact: lead.contact,
    company: lead.company,
    notes: lead.notes,
    taxExemptId: lead.taxExemptId,
    currency: lead.currency,
    request: {
      lines: lead.requestLines.map((line) => ({
        title: requestLineTitle(line, names, locale),
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        amount: line.amount,
        weightUnit: lineWeightUnit(line.itemId, names, lead.countryCode),
      })),
      total: lead.requestTotal,
    },
    estimate: estimate ? presentEstimate(estimate, names, lead.countryCode) : null,
    canRespond: transition(rules, 'accept', 'buyer', now).ok,
    canPay: transition(rules, 'pay', 'buyer', now).ok,
    amountPaid: lead.amountPaid,
    balanceDue: estimate ? quoteBalanceDue(estimate, lead.amountPaid) : null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}
