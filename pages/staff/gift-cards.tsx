/**
 * /staff/gift-cards: look a gift card up by number and unlock it, for brand admins only (store
 * staff get the not-found page, as the API refuses them); never indexed.
 */
import { StaffGiftCardsTemplate, type StaffGiftCardsData } from '@/components/staff/gift-cards/gift-cards-template';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<StaffGiftCardsData>(
  staffLoader<StaffGiftCardsData>(async ({ staff, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    return {
      props: { staff },
      head: { title: t('staff.giftCards.title'), description: t('staff.giftCards.intro'), path: '/staff/gift-cards', preventIndexing: true },
    };
  }),
);

export default function StaffGiftCardsPage(props: StaffGiftCardsData) {
  return <StaffGiftCardsTemplate {...props} />;
}
