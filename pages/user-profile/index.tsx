/** /user-profile: the signed-in customer's details and saved things; signed out → /login?next=. */
import { ProfileTemplate, type ProfilePageData } from '@/components/account/profile-template';
import { sectionOf } from '@/components/account/section-state';
import { accountLoader } from '@/lib/page-loaders/account';
import {
  fetchAddresses,
  fetchFavoriteLocations,
  fetchNotifications,
  fetchReferrals,
  fetchSavedCards,
  fetchVehicles,
} from '@/lib/api/profile';
import { fetchMyEGiftCards } from '@/lib/api/e-gift-cards';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<ProfilePageData>(
  accountLoader<ProfilePageData>(
    () => '/user-profile',
    async ({ api, t, profile }) => {
      const [addresses, vehicles, cards, favorites, notifications, referrals, eGiftCards] = await Promise.all([
        sectionOf(fetchAddresses(api)),
        sectionOf(fetchVehicles(api)),
        sectionOf(fetchSavedCards(api, profile.id)),
        sectionOf(fetchFavoriteLocations(api)),
        sectionOf(fetchNotifications(api)),
        sectionOf(fetchReferrals(api)),
        sectionOf(fetchMyEGiftCards(api)),
      ]);
      return {
        props: { profile, addresses, vehicles, cards, favorites, notifications, referrals, eGiftCards },
        head: { title: t('account.profile.metaTitle'), description: t('account.profile.metaDescription'), path: '/user-profile', preventIndexing: true },
      };
    },
  ),
);

export default function UserProfilePage(props: ProfilePageData) {
  return <ProfileTemplate {...props} />;
}
