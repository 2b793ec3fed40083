/** /user-profile: details, addresses, vehicles, saved cards, e-gift cards, favourite stores, notifications, referrals. */
import type { MyEGiftCards } from '@/lib/api/e-gift-cards';
import type { AccountNotifications, FavoriteStore, Profile, Referrals, SavedAddress, SavedCard, Vehicle } from '@/lib/api/profile-view';
import { useMarket } from '@/lib/use-market';
import { AccountLayout } from './account-layout';
import { AddressesSection } from './addresses-section';
import { ChangePasswordSection } from './change-password-section';
import { EGiftCardsSection } from './e-gift-cards-section';
import { FavoritesSection } from './favorites-section';
import { NotificationsSection } from './notifications-section';
import { ProfileDetails } from './profile-details';
import { ReferralsSection } from './referrals-section';
import { SavedCardsSection } from './saved-cards-section';
import type { SectionData } from './section-state';
import { VehiclesSection } from './vehicles-section';

export type ProfilePageData = {
  profile: Profile;
  addresses: SectionData<SavedAddress[]>;
  vehicles: SectionData<Vehicle[]>;
  cards: SectionData<SavedCard[]>;
  favorites: SectionData<FavoriteStore[]>;
  notifications: SectionData<AccountNotifications>;
  referrals: SectionData<Referrals>;
  /** Bought and received e-gift cards; absent where the page did not read them. */
  eGiftCards?: SectionData<MyEGiftCards>;
};

export function ProfileTemplate({ profile, addresses, vehicles, cards, favorites, notifications, referrals, eGiftCards }: ProfilePageData) {
  const { t } = useMarket();
  return (
    <AccountLayout title={t('account.profile.title', { name: profile.firstName })}>
      <ProfileDetails initial={profile} />
      <ChangePasswordSection />
      <AddressesSection initial={addresses} />
      <VehiclesSection initial={vehicles} />
      <SavedCardsSection customerId={profile.id} initial={cards} />
      {eGiftCards && <EGiftCardsSection initial={eGiftCards} />}
      <FavoritesSection initial={favorites} />
      <NotificationsSection initial={notifications} />
      <ReferralsSection initial={referrals} />
    </AccountLayout>
  );
}
