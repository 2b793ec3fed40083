/** A catering quote's facts as a labelled list: the event's store, time, guests and handoff, and what the buyer wrote. */
import { classed } from '@/lib/classed';
import type { LocaleTag } from '@/domain/markets';
import type { Translate } from '@/lib/i18n';
import type { QuoteView } from '@/lib/api/quote-view';
import { formatQuoteInstant } from './quote-money';
import styles from './quote-facts.module.css';

export type QuoteFact = [label: string, value: string];

/** The event's facts, in the reader's language and on the store's clock. */
export function quoteEventFacts(quote: QuoteView, t: Translate, locale: LocaleTag): QuoteFact[] {
  const facts: QuoteFact[] = [
    [t('catering.quote.store'), quote.store.title],
    [t('catering.quote.when'), formatQuoteInstant(quote.event.startsAt, quote.store.timeZone, locale)],
    [t('catering.quote.guests'), String(quote.event.headcount)],
    [t('catering.quote.handoff'), t(`catering.quote.handoff.${quote.handoff}`)],
  ];
  if (quote.deliveryAddressLine) facts.push([t('catering.quote.deliverTo'), quote.deliveryAddressLine]);
  if (quote.company) facts.push([t('catering.quote.company'), quote.company]);
  if (quote.notes) facts.push([t('catering.quote.notes'), quote.notes]);
  return facts;
}

export function QuoteFacts({ facts }: { facts: QuoteFact[] }) {
  return (
    <Facts>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

const Facts = classed('dl', styles.facts);
