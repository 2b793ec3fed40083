/**
 * /staff/delivery-fee-caps: the most the brand's diners pay for a courier in each currency, for
 * brand admins (other staff get the not-found page, as the API refuses them); never indexed.
 */
import { DeliveryFeeCapsTemplate, type DeliveryFeeCapsData } from '@/components/staff/delivery-fee-caps/delivery-fee-caps-template';
import { fetchDeliveryFeeCaps } from '@/lib/api/staff-delivery-fee-caps';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<DeliveryFeeCapsData>(
  staffLoader<DeliveryFeeCapsData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const caps = await fetchDeliveryFeeCaps(staffApi);
    return {
      props: { staff, caps },
      head: { title: t('staffFeeCaps.title'), description: t('staffFeeCaps.intro'), path: '/staff/delivery-fee-caps', preventIndexing: true },
    };
  }),
);

export default function StaffDeliveryFeeCapsPage(props: DeliveryFeeCapsData) {
  return <DeliveryFeeCapsTemplate {...props} />;
}
