/** Signed in: pay with one of the saved cards, or with a new card. */
import { classed } from '@/lib/classed';
import { cardLabel } from '@/components/account/card-label';
import { ChoiceGroup } from '@/components/common/choice-group';
import type { SavedCard } from '@/lib/api/profile-view';
import { useMarket } from '@/lib/use-market';
import styles from './saved-card-chooser.module.css';

export type CardChoice = 'new' | number;

type Props = { cards: SavedCard[]; value: CardChoice; onChange: (choice: CardChoice) => void };

export function SavedCardChooser({ cards, value, onChange }: Props) {
  const { t } = useMarket();
  if (cards.length === 0) return null;
  return (
    <Group $stacked>
      <legend>{t('account.payment.payWith')}</legend>
      {cards.map((card) => (
        <label key={card.id}>
          <input type="radio" name="saved-card" checked={value === card.id} onChange={() => onChange(card.id)} />
          {cardLabel(t, card)}
        </label>
      ))}
      <label>
        <input type="radio" name="saved-card" checked={value === 'new'} onChange={() => onChange('new')} />
        {t('account.payment.newCard')}
      </label>
    </Group>
  );
}

const Group = classed(ChoiceGroup, styles.group);
