/**
 * What paid an order, as data rather than words: the kind of tender and what tells it apart (a
 * card's brand and last 4 digits, a gift card's last 4, how staff recorded money paid at the
 * store). Every reader words it in their own language with `tenderText`; the English label a
 * payment also keeps is the staff console's and the logs' record. A payment stored before tenders
 * were kept as data reads as its recorded label.
 */
import type { OfflinePaymentMethod } from '../catering/offline-payment';
import { interpolate } from '../interpolate';
import { maskedCard, type CardBrand } from './card-brands';
import { WALLET_LABELS, type Wallet } from './wallets';

export type PaymentTender =
  | { kind: 'card'; brand: CardBrand; last4: string }
  | { kind: 'wallet'; wallet: Wallet; brand: CardBrand; last4: string }
  | { kind: 'giftcard'; last4: string }
  | { kind: 'paypal' }
  | { kind: 'free' }
  | { kind: 'offline'; method: OfflinePaymentMethod; reference: string | null }
  | { kind: 'recorded'; label: string };

/** A language's words for tenders; placeholders in square brackets. */
export type TenderTexts = {
  /** 'Gift card •••• [last4]' */
  giftCard: string;
  /** 'No payment needed' */
  free: string;
  /** '[wallet] ([card])' */
  wallet: string;
  /** '[method] · [reference]' */
  offlineWithReference: string;
  offline: Record<OfflinePaymentMethod, string>;
};

/** The tender as a reader of `texts`' language reads it: 'Carte-cadeau •••• 0102', 'Visa •••• 4242'. */
export function tenderText(tender: PaymentTender, texts: TenderTexts): string {
  switch (tender.kind) {
    case 'card':
      return maskedCard(tender.brand, tender.last4);
    case 'wallet':
      return interpolate(texts.wallet, { wallet: WALLET_LABELS[tender.wallet], card: maskedCard(tender.brand, tender.last4) });
    case 'giftcard':
      return interpolate(texts.giftCard, { last4: tender.last4 });
    case 'paypal':
      return 'PayPal';
    case 'free':
      return texts.free;
    case 'offline': {
      const method = texts.offline[tender.method];
      return tender.reference ? interpolate(texts.offlineWithReference, { method, reference: tender.reference }) : method;
    }
    case 'recorded':
      return tender.label;
  }
}

/** A stored payment's tender: its own when it keeps one, else its recorded label. */
export function tenderOf(payment: { tender: PaymentTender | null; label: string }): PaymentTender {
  return payment.tender ?? { kind: 'recorded', label: payment.label };
}
