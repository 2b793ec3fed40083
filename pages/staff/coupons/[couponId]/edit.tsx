/** /staff/coupons/[couponId]/edit: a coupon's form, for brand admins; an unknown, another brand's or an ended coupon, or anyone else, gets the not-found page; never indexed. */
import { EditCouponTemplate, type EditCouponData } from '@/components/staff/coupons/edit-coupon-template';
import { isApiError } from '@/lib/api/api-error';
import { fetchStaffCoupon, fetchStaffCoupons } from '@/lib/api/staff-coupons';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<EditCouponData>(
  staffLoader<EditCouponData>(async ({ staff, staffApi, t, params }) => {
    const typed = String(params?.couponId ?? '');
    const couponId = Number.parseInt(typed, 10);
    if (staff.role !== 'brand_admin' || !/^\d{1,9}$/.test(typed) || couponId < 1) return { notFound: true };
    try {
      const coupon = await fetchStaffCoupon(staffApi, couponId);
      if (coupon.status === 'ended') return { notFound: true };
      const { choices } = await fetchStaffCoupons(staffApi);
      return {
        props: { staff, coupon, choices },
        head: { title: t('staffCoupons.edit.title', { code: coupon.code }), description: t('staffCoupons.edit.intro'), path: `/staff/coupons/${couponId}/edit`, preventIndexing: true },
      };
    } catch (error) {
      if (isApiError(error) && error.status === 404) return { notFound: true };
      throw error;
    }
  }),
);

export default function EditStaffCouponPage(props: EditCouponData) {
  return <EditCouponTemplate {...props} />;
}
