/** Saved cards: sandbox tokens saved at checkout, shown by brand, last 4 and expiry; removable. */
import { useState } from 'react';
import type { SavedCard } from '@/lib/api/profile-view';
import { removeSavedCard } from '@/lib/api/profile';
import { useMarket } from '@/lib/use-market';
import { cardLabel } from './card-label';
import { AccountSection, Badge, Entries, ListStatus, LoadFailed, SmallButton } from './account-ui';
import { ConfirmDialog } from './confirm-dialog';
import type { SectionData } from './section-state';
import { useAccountAction } from './use-account-action';

export function SavedCardsSection({ customerId, initial }: { customerId: number; initial: SectionData<SavedCard[]> }) {
  const { t } = useMarket();
  const { pending, error, run } = useAccountAction();
  const [cards, setCards] = useState(initial.ok ? initial.data : []);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);

  const handleDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    const result = await run((ctx) => removeSavedCard(ctx, customerId, target.id));
    if (result.ok) setCards((current) => current.filter((card) => card.id !== target.id));
    setDeleting(null);
  };

  return (
    <AccountSection id="cards" title={t('account.cards.title')} busy={pending}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      <ListStatus loading={pending} error={error} empty={initial.ok && cards.length === 0} emptyText={t('account.cards.empty')} />
      <Entries>
        {cards.map((card) => (
          <li key={card.id}>
            <span>
              {cardLabel(t, card)}
              {card.expired && <Badge>{t('account.cards.expired')}</Badge>}
            </span>
            <SmallButton type="button" onClick={() => setDeleting(card)} aria-label={t('account.cards.deleteOne', { card: cardLabel(t, card) })}>
              {t('account.delete')}
            </SmallButton>
          </li>
        ))}
      </Entries>
      <ConfirmDialog
        open={deleting !== null}
        title={t('account.cards.deleteTitle')}
        question={deleting ? t('account.cards.deleteQuestion', { card: cardLabel(t, deleting) }) : ''}
        busy={pending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </AccountSection>
  );
}
