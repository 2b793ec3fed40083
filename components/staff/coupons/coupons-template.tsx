/**
 * /staff/coupons: the brand's coupons for brand admins, newest first, filtered and a page at a
 * time: code (a link to the coupon's page), what the cart shows, the discount, market, status,
 * validity window and uses (of the overall limit); "New coupon" above the list. While a page loads
 * the results say so; no match and a failure say so in words; a new page of results moves focus to
 * the results' heading.
 */
import { useRef } from 'react';
import { MarketLink } from '@/components/common/market-link';
import { fetchStaffCouponsPage, type StaffCouponChoices, type StaffCouponFilters, type StaffCouponsPage } from '@/lib/api/staff-coupons';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { couponListPath } from '@/lib/staff/coupon-filters';
import { useMarket } from '@/lib/use-market';
import tableStyles from '../console-table.module.css';
import { ConsoleAlert, ConsoleButton, ConsolePage, ConsolePaging } from '../console-page';
import { useConsoleList, type ConsoleListSource } from '../use-console-list';
import { CouponFiltersForm } from './coupon-filters-form';
import { useCouponText } from './use-coupon-text';
import styles from './coupons.module.css';

const COUPONS: ConsoleListSource<StaffCouponFilters, StaffCouponsPage> = { fetchPage: fetchStaffCouponsPage, pathOf: couponListPath };

export type CouponsData = {
  staff: StaffMember;
  filters: StaffCouponFilters;
  page: StaffCouponsPage;
  markets: StaffCouponChoices['markets'];
  error: string | null;
};

export function CouponsTemplate({ staff, filters: initialFilters, page: initialPage, markets, error: initialError }: CouponsData) {
  const { t } = useMarket();
  const { filters, page, loading, error, show } = useConsoleList(COUPONS, initialFilters, initialPage, initialError);
  const resultsTitle = useRef<HTMLHeadingElement>(null);

  const goToPage = async (number: number) => {
    await show({ ...filters, page: number });
    resultsTitle.current?.focus();
  };

  return (
    <ConsolePage staff={staff} title={t('staffCoupons.title')} current="coupons">
      <p>{t('staffCoupons.intro')}</p>
      <NewLink href="/staff/coupons/new">{t('staffCoupons.new')}</NewLink>
      <CouponFiltersForm filters={filters} markets={markets} busy={loading} onShow={(next) => void show(next)} />
      <section aria-labelledby="coupons-results" aria-busy={loading}>
        <h2 id="coupons-results" ref={resultsTitle} tabIndex={-1}>
          {t('staffCoupons.results')}
        </h2>
        <p role="status" aria-live="polite">
          {loading ? t('staffCoupons.loading') : error ? '' : t('staffCoupons.found', { count: page.total })}
        </p>
        {error && <ConsoleAlert role="alert">{t('staffCoupons.loadFailed', { message: error })}</ConsoleAlert>}
        {!error && !loading && page.coupons.length === 0 && <p>{noFilter(filters) ? t('staffCoupons.empty') : t('staffCoupons.noMatch')}</p>}
        {!error && page.coupons.length > 0 && <CouponsTable page={page} />}
        {!error && page.pageCount > 1 && (
          <ConsolePaging aria-label={t('staffCoupons.pages')}>
            <ConsoleButton type="button" disabled={loading || page.page <= 1} onClick={() => void goToPage(page.page - 1)}>
              {t('staffCoupons.previous')}
            </ConsoleButton>
            <span>{t('staffCoupons.pageOf', { page: page.page, pages: page.pageCount })}</span>
            <ConsoleButton type="button" disabled={loading || page.page >= page.pageCount} onClick={() => void goToPage(page.page + 1)}>
              {t('staffCoupons.next')}
            </ConsoleButton>
          </ConsolePaging>
        )}
      </section>
    </ConsolePage>
  );
}

/** Whether no filter is set (an empty list then means the brand has no coupon yet). */
function noFilter(filters: StaffCouponFilters): boolean {
  return filters.status === null && filters.countryCode === null && filters.search.trim() === '';
}

function CouponsTable({ page }: { page: StaffCouponsPage }) {
  const { t } = useMarket();
  const text = useCouponText();
  return (
    <Table>
      <table>
        <caption>{t('staffCoupons.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staffCoupons.column.code')}</th>
            <th scope="col">{t('staffCoupons.column.discount')}</th>
            <th scope="col">{t('staffCoupons.column.market')}</th>
            <th scope="col">{t('staffCoupons.column.status')}</th>
            <th scope="col">{t('staffCoupons.column.window')}</th>
            <th scope="col">{t('staffCoupons.column.uses')}</th>
          </tr>
        </thead>
        <tbody>
          {page.coupons.map((coupon) => (
            <tr key={coupon.id}>
              <th scope="row">
                <MarketLink href={`/staff/coupons/${coupon.id}`}>{coupon.code}</MarketLink>
                <Note>{coupon.title}</Note>
              </th>
              <td>
                {text.discount(coupon)}
                <Note>{text.typeName(coupon.typeId)}</Note>
              </td>
              <td>{text.market(coupon.countryCode)}</td>
              <td>{text.status(coupon.status)}</td>
              <td>{text.window(coupon)}</td>
              <td>{text.uses(coupon)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Table>
  );
}

const Table = classed('div', tableStyles.consoleTable);
const Note = classed('span', tableStyles.cellNote);
const NewLink = classed(MarketLink, styles.newLink);
