/** /user-profile: details, addresses, vehicles, saved cards, favourite stores, notifications, referrals. */
import type { WireLocation } from '@/domain/wire/catalog';
import type { WireNotifications, WireProfile, WireReferrals, WireSavedAddress, WireSavedCard, WireVehicle } from '@/domain/wire/profile';
import { useMarket } from '@/lib/use-market';
import { AccountLayout } from './account-layout';
import { AddressesSection } from './addresses-section';
import { ChangePasswordSection } from './change-password-section';
import { FavoritesSection } from './favorites-section';
import { NotificationsSection } from './notifications-section';
import { ProfileDetails } from './profile-details';
import { ReferralsSection } from './referrals-section';
import { SavedCardsSection } from './saved-cards-section';
import type { SectionData } from './section-state';
import { VehiclesSection } from './vehicles-section';

export type ProfilePageData = {
  profile: WireProfile;
  addresses: SectionData<WireSavedAddress[]>;
  vehicles: SectionData<WireVehicle[]>;
  cards: SectionData<WireSavedCard[]>;
  favorites: SectionData<WireLocation[]>;
  notifications: SectionData<WireNotifications>;
  referrals: SectionData<WireReferrals>;
};

export function ProfileTemplate({ profile, addresses, vehicles, cards, favorites, notifications, referrals }: ProfilePageData) {
  const { t } = useMarket();
  return (
    <AccountLayout title={t('account.profile.title', { name: profile.firstName })}>
      <ProfileDetails initial={profile} />
      <ChangePasswordSection />
      <AddressesSection initial={addresses} />
      <VehiclesSection initial={vehicles} />
      <SavedCardsSection customerId={profile.id} initial={cards} />
      <FavoritesSection initial={favorites} />
      <NotificationsSection initial={notifications} />
      <ReferralsSection initial={referrals} />
    </AccountLayout>
  );
}
