/**
 * My Orders' catering quotes: each quote the signed-in buyer requested, with its number, the
 * event's day and time on the store's clock, its status, the estimate's total (or the request at
 * menu prices until the store sends one) and the link to its page, which opens for its owner.
 */
import { classed } from '@/lib/classed';
import { formatQuoteInstant } from '@/components/catering/quote-money';
import { MarketLink } from '@/components/common/market-link';
import { formatMoney } from '@/domain/money-format';
import type { MyQuotes, QuoteSummary } from '@/lib/api/quote-requests';
import { useMarket } from '@/lib/use-market';
import { AccountSection, Badge, Entries, EntryActions, LoadFailed } from './account-ui';
import type { SectionData } from './section-state';
import styles from './my-quotes-section.module.css';

function QuoteEntry({ quote }: { quote: QuoteSummary }) {
  const { locale, t } = useMarket();
  const amount = formatMoney(quote.total, locale, quote.currency);
  return (
    <li>
      <div>
        <strong>{t('account.quotes.number', { number: String(quote.number) })}</strong>
        <Badge>{t.dynamic(quote.status.messageKey, quote.status.label)}</Badge>
        <div>
          {t('account.quotes.event', { date: formatQuoteInstant(quote.eventStartsAt, quote.timeZone, locale) })} · {quote.storeTitle} ·{' '}
          {t('account.quotes.guests', { count: String(quote.headcount) })}
        </div>
        <div>{quote.estimated ? t('account.quotes.estimate', { amount }) : t('account.quotes.menuPrices', { amount })}</div>
      </div>
      <EntryActions>
        <MarketLink href={`/catering/quotes/${encodeURIComponent(String(quote.number))}`} aria-label={t('account.quotes.viewOf', { number: String(quote.number) })}>
          {t('account.quotes.view')}
        </MarketLink>
      </EntryActions>
    </li>
  );
}

export function MyQuotesSection({ quotes }: { quotes: SectionData<MyQuotes> }) {
  const { t } = useMarket();
  const list = quotes.ok ? quotes.data.data : null;
  return (
    <AccountSection id="my-quotes" title={t('account.quotes.title')}>
      {!quotes.ok && <LoadFailed message={quotes.message} />}
      {list && list.length === 0 && (
        <Empty>
          {t('account.quotes.empty')} <MarketLink href="/get-a-quote">{t('account.quotes.getAQuote')}</MarketLink>
        </Empty>
      )}
      {list && list.length > 0 && (
        <Entries aria-label={t('account.quotes.title')}>
          {list.map((quote) => (
            <QuoteEntry key={quote.number} quote={quote} />
          ))}
        </Entries>
      )}
    </AccountSection>
  );
}

const Empty = classed('p', styles.empty);
