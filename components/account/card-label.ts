import type { SavedCard } from '@/lib/api/profile-view';
import type { Translate } from '@/lib/i18n';

/** A saved card as the diner reads it: 'Visa •••• 4242, expires 12/31'. */
export function cardLabel(t: Translate, card: Pick<SavedCard, 'brand' | 'last4' | 'expMonth' | 'expYear'>): string {
  const brand = t.dynamic(`account.cards.brand.${card.brand}`, card.brand.charAt(0).toUpperCase() + card.brand.slice(1));
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
  return t('account.cards.label', { brand, last4: card.last4, expiry });
}
