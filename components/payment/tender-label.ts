import { tenderText, type PaymentTender, type TenderTexts } from '@/domain/payments/tender';
import type { Translate } from '@/lib/i18n';

/** A tender as the diner reads it, in the page's language: 'Carte-cadeau •••• 0102', 'Visa •••• 4242'. */
export function tenderLabel(t: Translate, tender: PaymentTender): string {
  const texts: TenderTexts = {
    giftCard: t('checkout.tender.giftCard'),
    free: t('checkout.tender.free'),
    wallet: t('checkout.tender.wallet'),
    offlineWithReference: t('checkout.tender.offlineWithReference'),
    offline: {
      cash: t('checkout.tender.offline.cash'),
      check: t('checkout.tender.offline.check'),
      'card-present': t('checkout.tender.offline.cardPresent'),
      'bank-transfer': t('checkout.tender.offline.bankTransfer'),
    },
  };
  return tenderText(tender, texts);
}
