/** /staff/coupons/[couponId]: one coupon, for brand admins; an unknown or another brand's coupon, or anyone else, gets the not-found page; never indexed. */
import { CouponTemplate, type CouponData } from '@/components/staff/coupons/coupon-template';
import { isApiError } from '@/lib/api/api-error';
import { fetchStaffCoupon } from '@/lib/api/staff-coupons';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<CouponData>(
  staffLoader<CouponData>(async ({ staff, staffApi, t, params, query }) => {
    const couponId = Number.parseInt(String(params?.couponId ?? ''), 10);
    if (staff.role !== 'brand_admin' || !/^\d{1,9}$/.test(String(params?.couponId ?? '')) || couponId < 1) return { notFound: true };
    try {
      const coupon = await fetchStaffCoupon(staffApi, couponId);
      return {
        props: { staff, coupon, created: query?.created === '1', edited: query?.edited === '1' },
        head: { title: t('staffCoupons.coupon.title', { code: coupon.code }), description: coupon.title, path: `/staff/coupons/${couponId}`, preventIndexing: true },
      };
    } catch (error) {
      if (isApiError(error) && error.status === 404) return { notFound: true };
      throw error;
    }
  }),
);

export default function StaffCouponPage(props: CouponData) {
  return <CouponTemplate {...props} />;
}
