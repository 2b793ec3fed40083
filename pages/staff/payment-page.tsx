/**
 * /staff/payment-page: the open alerts of the payment page check, for brand admins only (store
 * staff get the not-found page, as the API refuses them); never indexed.
 */
import { StaffPaymentPageTemplate, type StaffPaymentPageData } from '@/components/staff/payment-page/payment-page-template';
import { fetchPaymentPageAlerts } from '@/lib/api/payment-page';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<StaffPaymentPageData>(
  staffLoader<StaffPaymentPageData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const alerts = await fetchPaymentPageAlerts(staffApi);
    return {
      props: { staff, alerts },
      head: { title: t('staff.paymentPage.title'), description: t('staff.paymentPage.intro'), path: '/staff/payment-page', preventIndexing: true },
    };
  }),
);

export default function StaffPaymentPage(props: StaffPaymentPageData) {
  return <StaffPaymentPageTemplate {...props} />;
}
