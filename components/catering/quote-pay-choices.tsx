/**
 * On an accepted quote that awaits payment: pay the deposit or the whole amount, each a link to
 * the quote's payment page (keeping the link token). Once something was paid: what the store
 * received and the balance left.
 */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { isZeroAmount } from '@/domain/amounts';
import { quotePayPath } from '@/lib/catering/quote-links';
import type { QuoteView } from '@/lib/api/quote-view';
import { useMarket } from '@/lib/use-market';
import { quoteMoney } from './quote-money';
import { QuoteActions, QuotePanel } from './quote-panel';
import styles from './quote-pay-choices.module.css';

type Props = { quote: QuoteView; token: string | null };

export function QuotePayChoices({ quote, token }: Props) {
  const { locale, t } = useMarket();
  const money = quoteMoney(quote, locale);
  if (!quote.canPay || !quote.estimate) return null;
  return (
    <QuotePanel aria-labelledby="quote-pay">
      <h2 id="quote-pay">{t('catering.quote.payTitle')}</h2>
      <p>{t('catering.quote.payIntro')}</p>
      <QuoteActions>
        <DepositLink href={quotePayPath(quote.number, token, 'deposit')}>
          {t('catering.quote.payDeposit', { amount: money(quote.estimate.deposit) })}
        </DepositLink>
        <FullLink href={quotePayPath(quote.number, token, 'full')}>{t('catering.quote.payFull', { amount: money(quote.estimate.total) })}</FullLink>
      </QuoteActions>
    </QuotePanel>
  );
}

/** What the store received and what is left; nothing before the first payment. */
export function QuotePaidSummary({ quote }: { quote: QuoteView }) {
  const { locale, t } = useMarket();
  const money = quoteMoney(quote, locale);
  if (isZeroAmount(quote.amountPaid)) return null;
  return (
    <Paid aria-label={t('catering.quote.paymentsTitle')}>
      <div>
        <dt>{t('catering.quote.amountPaid')}</dt>
        <dd>{money(quote.amountPaid)}</dd>
      </div>
      {quote.balanceDue !== null && (
        <div>
          <dt>{t('catering.quote.balanceDue')}</dt>
          <dd>{money(quote.balanceDue)}</dd>
        </div>
      )}
    </Paid>
  );
}

const DepositLink = classed(MarketLink, styles.depositLink);

const FullLink = classed(MarketLink, styles.fullLink);

const Paid = classed('dl', styles.paid);
