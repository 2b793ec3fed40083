/**
 * /checkout/quote without a quote cart to send: none at all, an everyday order, or a cart already
 * sent as a quote request. Each says so and offers the way to start a quote.
 */
import { EmptyState } from '@/components/common/empty-state';
import type { QuoteRequestState } from '@/lib/page-loaders/quote-request';
import { useMarket } from '@/lib/use-market';

type Props = { state: Exclude<QuoteRequestState, { kind: 'ready' }> };

export function QuoteRequestElsewhere({ state }: Props) {
  const { t } = useMarket();
  return (
    <EmptyState startHref="/get-a-quote" startLabel={t('checkout.quoteRequest.startQuote')}>
      {state.kind === 'requested' ? (
        <p>
          {t('checkout.quoteRequest.alreadySent', { number: String(state.number) })} {t('checkout.quoteRequest.checkEmail')}
        </p>
      ) : (
        <p>{t('checkout.quoteRequest.noQuoteCart')}</p>
      )}
    </EmptyState>
  );
}
