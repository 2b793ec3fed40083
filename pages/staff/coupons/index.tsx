/** /staff/coupons: the brand's coupons, for brand admins (anyone else gets the not-found page, as the API refuses them); never indexed. */
import { CouponsTemplate, type CouponsData } from '@/components/staff/coupons/coupons-template';
import { fetchStaffCoupons } from '@/lib/api/staff-coupons';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<CouponsData>(
  staffLoader<CouponsData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    return {
      props: { staff, coupons: await fetchStaffCoupons(staffApi) },
      head: { title: t('staffCoupons.title'), description: t('staffCoupons.intro'), path: '/staff/coupons', preventIndexing: true },
    };
  }),
);

export default function StaffCouponsPage(props: CouponsData) {
  return <CouponsTemplate {...props} />;
}
