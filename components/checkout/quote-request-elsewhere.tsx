/**
 * /checkout/quote without a quote cart to send: none at all, an everyday order, or a cart already
 * sent as a quote request. Each says so and offers the way to start a quote.
 */
import styled from 'styled-components';
import { MarketLink } from '@/components/common/market-link';
import type { QuoteRequestState } from '@/lib/page-loaders/quote-request';
import { useMarket } from '@/lib/use-market';
import { primaryButton } from '@/styles/buttons';

type Props = { state: Exclude<QuoteRequestState, { kind: 'ready' }> };

export function QuoteRequestElsewhere({ state }: Props) {
  const { t } = useMarket();
  return (
    <Empty>
      {state.kind === 'requested' ? (
        <p>
          {t('checkout.quoteRequest.alreadySent', { number: String(state.number) })} {t('checkout.quoteRequest.checkEmail')}
        </p>
      ) : (
        <p>{t('checkout.quoteRequest.noQuoteCart')}</p>
      )}
      <StartLink href="/get-a-quote">{t('checkout.quoteRequest.startQuote')}</StartLink>
    </Empty>
  );
}

const Empty = styled.div`
  padding-bottom: ${({ theme }) => theme.space.xxl};

  p {
    font-size: 1.25rem;
  }
`;

const StartLink = styled(MarketLink)`
  ${primaryButton}
`;
