/** The event of a catering quote: store, day and time on the store's clock, guests, handoff and the buyer's notes. */
import styled from 'styled-components';
import type { QuoteView } from '@/lib/api/quote-view';
import { useMarket } from '@/lib/use-market';
import { formatQuoteInstant } from './quote-money';

type Props = { quote: QuoteView; titleId: string };

export function QuoteEvent({ quote, titleId }: Props) {
  const { locale, t } = useMarket();
  const facts: [string, string][] = [
    [t('catering.quote.store'), quote.store.title],
    [t('catering.quote.when'), formatQuoteInstant(quote.event.startsAt, quote.store.timeZone, locale)],
    [t('catering.quote.guests'), String(quote.event.headcount)],
    [t('catering.quote.handoff'), t(`catering.quote.handoff.${quote.handoff}`)],
  ];
  if (quote.deliveryAddressLine) facts.push([t('catering.quote.deliverTo'), quote.deliveryAddressLine]);
  if (quote.company) facts.push([t('catering.quote.company'), quote.company]);
  if (quote.notes) facts.push([t('catering.quote.notes'), quote.notes]);
  return (
    <>
      <h2 id={titleId}>{t('catering.quote.eventTitle')}</h2>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      <p>{t('catering.quote.contact', { store: quote.store.title, phone: quote.store.phone })}</p>
    </>
  );
}

const Facts = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.md};

  div {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
  }
`;
