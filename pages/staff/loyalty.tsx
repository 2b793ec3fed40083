/**
 * /staff/loyalty: the brand's points program, rewards store, mystery reward odds and yearly
 * rewards, the running-late grace and credit and the quiet-time bonus, for brand admins (other staff get the not-found page, as the API refuses them); never indexed.
 */
import { LoyaltyTemplate, type LoyaltyData } from '@/components/staff/loyalty/loyalty-template';
import { fetchLoyaltySettings } from '@/lib/api/staff-loyalty';
import { fetchLateSettings } from '@/lib/api/staff-running-late';
import { fetchQuietSlotSettings } from '@/lib/api/staff-quiet-slots';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<LoyaltyData>(
  staffLoader<LoyaltyData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const [settings, lateSettings, quietSettings] = await Promise.all([fetchLoyaltySettings(staffApi), fetchLateSettings(staffApi), fetchQuietSlotSettings(staffApi)]);
    return {
      props: { staff, settings, lateSettings, quietSettings },
      head: { title: t('staffLoyalty.title'), description: t('staffLoyalty.intro'), path: '/staff/loyalty', preventIndexing: true },
    };
  }),
);

export default function StaffLoyaltyPage(props: LoyaltyData) {
  return <LoyaltyTemplate {...props} />;
}
