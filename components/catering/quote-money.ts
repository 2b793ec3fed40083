/** Money and instants of a catering quote, in the buyer's language and the quote's currency and store clock. */
import { formatDateAndClock } from '@/domain/clock-format';
import type { LocaleTag } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { QuoteView } from '@/lib/api/quote-view';

export function quoteMoney(quote: Pick<QuoteView, 'currency'>, locale: LocaleTag) {
  return (amount: string) => formatMoney(amount, locale, quote.currency);
}

/** An instant on the store's clock: 'Saturday, June 1, 2030 at 6:00 PM'. */
export function formatQuoteInstant(instant: string, timeZone: string, locale: LocaleTag): string {
  return formatDateAndClock(instant, timeZone, locale);
}
