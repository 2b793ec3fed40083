/**
 * /e-gift-cards: buy an e-gift card, in the markets that sell them (elsewhere the not-found page).
 * The market's today and last delivery day are read at the demo clock's instant when the
 * storefront honours it, as the API judges them.
 */
import { EGiftCardTemplate, type EGiftPageData } from '@/components/e-gift-cards/e-gift-card-template';
import { E_GIFT_PAGE, eGiftOfferOf, lastDeliveryDay, todayIn } from '@/domain/payments/e-gift-cards';
import { storefrontCardFields } from '@/lib/config/storefront';
import { withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<EGiftPageData>(async ({ api, market, t }) => {
  const offer = eGiftOfferOf(market.country);
  if (!offer) return { notFound: true };
  const now = api.clock ? new Date(api.clock) : new Date();
  const title = t('eGiftCards.title');
  return {
    props: {
      offer,
      country: market.country,
      days: { today: todayIn(offer, now), last: lastDeliveryDay(offer, now) },
      cardFields: storefrontCardFields(),
      breadcrumbs: [],
    },
    head: { title, description: t('eGiftCards.intro'), path: E_GIFT_PAGE, preventIndexing: true },
  };
});

export default function EGiftCardsPage(props: EGiftPageData) {
  return <EGiftCardTemplate {...props} />;
}
