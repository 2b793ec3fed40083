/**
 * /staff/coupons: the brand's coupons, for brand admins (anyone else gets the not-found page, as the
 * API refuses them); never indexed. The URL's status, market, text and page filter it.
 */
import { CouponsTemplate, type CouponsData } from '@/components/staff/coupons/coupons-template';
import { fetchStaffCoupons, toStaffCouponsPage } from '@/lib/api/staff-coupons';
import { withPage } from '@/lib/page-loaders/with-page';
import { couponFiltersOf } from '@/lib/staff/coupon-filters';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<CouponsData>(
  staffLoader<CouponsData>(async ({ staff, staffApi, query, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const filters = couponFiltersOf(query);
    const answer = await fetchStaffCoupons(staffApi, filters);
    return {
      props: { staff, filters, page: toStaffCouponsPage(answer), markets: answer.choices.markets, error: null },
      head: { title: t('staffCoupons.title'), description: t('staffCoupons.intro'), path: '/staff/coupons', preventIndexing: true },
    };
  }),
);

export default function StaffCouponsPage(props: CouponsData) {
  return <CouponsTemplate {...props} />;
}
