/**
 * /staff/loyalty: the brand's points program, rewards store, mystery reward odds and yearly
 * rewards, for brand admins (other staff get the not-found page, as the API refuses them); never indexed.
 */
import { LoyaltyTemplate, type LoyaltyData } from '@/components/staff/loyalty/loyalty-template';
import { fetchLoyaltySettings } from '@/lib/api/staff-loyalty';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<LoyaltyData>(
  staffLoader<LoyaltyData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    return {
      props: { staff, settings: await fetchLoyaltySettings(staffApi) },
      head: { title: t('staffLoyalty.title'), description: t('staffLoyalty.intro'), path: '/staff/loyalty', preventIndexing: true },
    };
  }),
);

export default function StaffLoyaltyPage(props: LoyaltyData) {
  return <LoyaltyTemplate {...props} />;
}
