/**
 * The payment page's word on a delivery order's courier: the fee and the expected time of the
 * quote fetched for this page, or why no courier could be quoted. A quote holds a few minutes:
 * "Get a fresh delivery fee" renders the page again, which asks the network again.
 */
import { useRouter } from 'next/router';
import { formatInstantClock } from '@/domain/clock-format';
import { formatMoney } from '@/domain/money-format';
import type { Currency } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';
import { ErrorAlert } from './error-alert';

/** `problem`: the translated refusal when no quote was given (fee and time are then null). */
export type CourierQuoteView = { fee: string | null; dropoffAt: string | null; problem: string | null };

export function CourierQuote({ courier, currency, timeZone }: { courier: CourierQuoteView; currency: Currency; timeZone: string }) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const handleRefresh = () => void router.replace(router.asPath, undefined, { scroll: false });
  return (
    <div>
      {courier.problem && <ErrorAlert message={courier.problem} focus={false} />}
      {courier.fee && courier.dropoffAt && (
        <p role="status">{t('courier.quote.line', { fee: formatMoney(courier.fee, locale, currency), time: formatInstantClock(courier.dropoffAt, timeZone, locale) })}</p>
      )}
      <button type="button" onClick={handleRefresh}>
        {t('courier.quote.reload')}
      </button>
    </div>
  );
}
