/**
 * The coupon list's filters: a text in the code or title, a status, and the market diners use the
 * coupon in. Without script the form still works: it sends the same query to the page.
 */
import { isCountryCode } from '@/domain/markets';
import { COUPON_SEARCH_MAX, COUPON_STATUSES, isCouponStatus, NO_COUPON_FILTERS } from '@/domain/staff/coupon-list';
import type { StaffCouponChoices, StaffCouponFilters } from '@/lib/api/staff-coupons';
import { useMarket } from '@/lib/use-market';
import { ConsoleFilters, useFiltersDraft } from '../console-filters';
import { ConsoleField } from '../console-page';

type Props = { filters: StaffCouponFilters; markets: StaffCouponChoices['markets']; busy: boolean; onShow: (filters: StaffCouponFilters) => void };

export function CouponFiltersForm({ filters, markets, busy, onShow }: Props) {
  const { t } = useMarket();
  const { draft, set } = useFiltersDraft(filters);
  const texts = { label: t('staffCoupons.filter.label'), show: t('staffCoupons.filter.show'), clear: t('staffCoupons.filter.clear') };

  return (
    <ConsoleFilters path="/staff/coupons" texts={texts} draft={draft} none={NO_COUPON_FILTERS} busy={busy} onShow={onShow}>
      <ConsoleField>
        <label htmlFor="coupons-search">{t('staffCoupons.filter.search')}</label>
        <input id="coupons-search" name="q" type="search" autoComplete="off" maxLength={COUPON_SEARCH_MAX} value={draft.search} onChange={(event) => set({ search: event.target.value })} />
      </ConsoleField>
      <ConsoleField>
        <label htmlFor="coupons-status">{t('staffCoupons.filter.status')}</label>
        <select id="coupons-status" name="status" value={draft.status ?? ''} onChange={(event) => set({ status: isCouponStatus(event.target.value) ? event.target.value : null })}>
          <option value="">{t('staffCoupons.filter.anyStatus')}</option>
          {COUPON_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.dynamic(`staffCoupons.status.${status}`, status)}
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleField>
        <label htmlFor="coupons-market">{t('staffCoupons.filter.market')}</label>
        <select id="coupons-market" name="market" value={draft.countryCode ?? ''} onChange={(event) => set({ countryCode: isCountryCode(event.target.value) ? event.target.value : null })}>
          <option value="">{t('staffCoupons.filter.anyMarket')}</option>
          {markets.map((market) => (
            <option key={market.countryCode} value={market.countryCode}>
              {t.dynamic(`staffCoupons.market.${market.countryCode}`, market.countryCode)}
            </option>
          ))}
        </select>
      </ConsoleField>
    </ConsoleFilters>
  );
}
