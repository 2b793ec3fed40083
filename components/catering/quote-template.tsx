/**
 * The buyer's catering quote: its number and status, the event, what was asked for and, once the
 * store has sent one, the estimate. While the lead awaits the buyer, Accept and Reject; after an
 * answer the page shows the new status and what happens next. Once accepted, the deposit or the
 * whole amount can be paid from here at once; once paid, what was paid and the balance.
 */
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { Aside, Columns, Muted, Section, StepTitle } from '@/components/checkout/layout';
import { Badge } from '@/components/account/account-ui';
import type { QuoteView } from '@/lib/api/quote-view';
import { useMarket } from '@/lib/use-market';
import { QuoteEstimate } from './quote-estimate';
import { QuoteEvent } from './quote-event';
import { QuoteLines } from './quote-lines';
import { QuoteReceived } from './quote-received';
import { QuotePaidSummary, QuotePayChoices } from './quote-pay-choices';
import { quoteMoney } from './quote-money';
import { QuoteResponse } from './quote-response';
import styles from './quote-template.module.css';

type QuoteTemplateProps = { quote: QuoteView; token: string | null };

type Answer = 'accept' | 'reject' | null;

export function QuoteTemplate({ quote: initial, token }: QuoteTemplateProps) {
  const { locale, t } = useMarket();
  const [quote, setQuote] = useState(initial);
  const [answer, setAnswer] = useState<Answer>(null);
  const money = quoteMoney(quote, locale);

  const handleAnswered = (next: QuoteView) => {
    setQuote(next);
    setAnswer(next.status.name === 'rejectedByCustomer' ? 'reject' : 'accept');
  };

  return (
    <Container>
      <StepTitle>{t('catering.quote.title', { number: quote.number })}</StepTitle>
      <Status role="status">
        {t('catering.quote.status')}
        <Badge>{t.dynamic(quote.status.messageKey, quote.status.label)}</Badge>
      </Status>
      {answer === 'accept' && quote.estimate && <p>{t('catering.quote.accepted', { deposit: money(quote.estimate.deposit) })}</p>}
      {answer === 'reject' && <p>{t('catering.quote.rejected')}</p>}
      <QuoteReceived quote={quote} />
      <QuotePaidSummary quote={quote} />
      <QuotePayChoices quote={quote} token={token} />
      <Columns>
        <div>
          <Section aria-labelledby="quote-estimate">
            <h2 id="quote-estimate">{t('catering.quote.estimateTitle')}</h2>
            {quote.estimate ? <QuoteEstimate estimate={quote.estimate} quote={quote} /> : <Muted>{t('catering.quote.noEstimate')}</Muted>}
          </Section>
          {quote.canRespond && quote.estimate && <QuoteResponse quote={quote} token={token} onAnswered={handleAnswered} />}
          <Section aria-labelledby="quote-request">
            <h2 id="quote-request">{t('catering.quote.requestTitle')}</h2>
            <QuoteLines lines={quote.request.lines} money={money} caption={t('catering.quote.requestTitle')} />
            <p>
              {t('catering.quote.requestTotal')}: {money(quote.request.total)}
            </p>
          </Section>
        </div>
        <Aside aria-labelledby="quote-event">
          <QuoteEvent quote={quote} titleId="quote-event" />
        </Aside>
      </Columns>
    </Container>
  );
}

const Status = classed('p', styles.status);
