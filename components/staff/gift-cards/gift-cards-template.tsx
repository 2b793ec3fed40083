/** /staff/gift-cards: a brand admin's gift card desk (look a card up, unlock it) and e-gift cards (resend, void). */
import { ConsolePage } from '@/components/staff/console-page';
import type { StaffMember } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';
import { EGiftCardsDesk } from './e-gift-cards-desk';
import { GiftCardLookup } from './gift-card-lookup';

export type StaffGiftCardsData = { staff: StaffMember };

export function StaffGiftCardsTemplate({ staff }: StaffGiftCardsData) {
  const { t } = useMarket();
  return (
    <ConsolePage staff={staff} title={t('staff.giftCards.title')} current="gift-cards">
      <p>{t('staff.giftCards.intro')}</p>
      <GiftCardLookup />
      <EGiftCardsDesk />
    </ConsolePage>
  );
}
