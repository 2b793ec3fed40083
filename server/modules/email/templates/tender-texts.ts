/**
 * How the emails word a tender (domain/payments/tender.ts) in each language they are written in:
 * the same words as the storefront's `checkout.tender.*` texts.
 */
import { tenderText, type PaymentTender, type TenderTexts } from '@/domain/payments/tender';
import type { LocaleTag } from '@/domain/markets';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';

export const TENDER_TEXTS: Record<TextLanguage, TenderTexts> = {
  en: {
    giftCard: 'Gift card •••• [last4]',
    free: 'No payment needed',
    wallet: '[wallet] ([card])',
    offlineWithReference: '[method] · [reference]',
    offline: { cash: 'Cash', check: 'Check', 'card-present': 'Card at the store', 'bank-transfer': 'Bank transfer' },
  },
  fr: {
    giftCard: 'Carte-cadeau •••• [last4]',
    free: 'Aucun paiement requis',
    wallet: '[wallet] ([card])',
    offlineWithReference: '[method] · [reference]',
    offline: { cash: 'Comptant', check: 'Chèque', 'card-present': 'Carte au restaurant', 'bank-transfer': 'Virement bancaire' },
  },
  ja: {
    giftCard: 'ギフトカード •••• [last4]',
    free: 'お支払いは不要です',
    wallet: '[wallet]（[card]）',
    offlineWithReference: '[method]・[reference]',
    offline: { cash: '現金', check: '小切手', 'card-present': '店頭でのカード払い', 'bank-transfer': '銀行振込' },
  },
  es: {
    giftCard: 'Tarjeta de regalo •••• [last4]',
    free: 'No se requiere pago',
    wallet: '[wallet] ([card])',
    offlineWithReference: '[method] · [reference]',
    offline: { cash: 'Efectivo', check: 'Cheque', 'card-present': 'Tarjeta en el restaurante', 'bank-transfer': 'Transferencia bancaria' },
  },
  pt: {
    giftCard: 'Cartão-presente •••• [last4]',
    free: 'Nenhum pagamento necessário',
    wallet: '[wallet] ([card])',
    offlineWithReference: '[method] · [reference]',
    offline: { cash: 'Dinheiro', check: 'Cheque', 'card-present': 'Cartão no restaurante', 'bank-transfer': 'Transferência bancária' },
  },
};

/** The tender in the email's language: 'Carte-cadeau •••• 0102' for a French diner. */
export function tenderInMail(tender: PaymentTender, locale: LocaleTag): string {
  return tenderText(tender, TENDER_TEXTS[textLanguage(locale)]);
}
