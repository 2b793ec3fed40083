/** /staff/coupons/new: the New coupon form, for brand admins (anyone else gets the not-found page); never indexed. */
import { NewCouponTemplate, type NewCouponData } from '@/components/staff/coupons/new-coupon-template';
import { fetchStaffCoupons } from '@/lib/api/staff-coupons';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<NewCouponData>(
  staffLoader<NewCouponData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const { choices } = await fetchStaffCoupons(staffApi);
    return {
      props: { staff, choices },
      head: { title: t('staffCoupons.form.title'), description: t('staffCoupons.form.intro'), path: '/staff/coupons/new', preventIndexing: true },
    };
  }),
);

export default function NewStaffCouponPage(props: NewCouponData) {
  return <NewCouponTemplate {...props} />;
}
