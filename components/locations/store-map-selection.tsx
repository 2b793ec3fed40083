/**
 * The store selected on a list with a map, shared by the list and its pins. Choosing a pin
 * selects the store and moves focus to its card in the list (scrolled into view), so keyboard
 * and screen-reader users land on the same store; choosing "Show on the map" on a card
 * selects its pin.
 */
import { useCallback, useState } from 'react';
import styled, { css } from 'styled-components';
import { useT } from '@/lib/use-t';

/** The id of a store's card in a list with a map. */
export function storeCardId(storeId: number): string {
  return `store-card-${storeId}`;
}

/** The selection a list with a map hands its cards. */
export type StoreSelection = { selectedId: number | null; onSelect: (storeId: number) => void };

export function useStoreSelection() {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selectFromList = useCallback((storeId: number) => setSelectedId(storeId), []);
  const selectFromMap = useCallback((storeId: number) => {
    setSelectedId(storeId);
    const card = document.getElementById(storeCardId(storeId));
    card?.scrollIntoView?.({ block: 'nearest' });
    card?.focus();
  }, []);
  return { selectedId, selectFromList, selectFromMap };
}

/** A card's "Show on the map" toggle: pressed while the card's store is the selected one. */
export function ShowOnMapButton({ storeTitle, selected, onSelect }: { storeTitle: string; selected: boolean; onSelect: () => void }) {
  const t = useT();
  return (
    <MapButton type="button" aria-pressed={selected} onClick={onSelect}>
      {selected ? t('maps.shownOnMap') : t('maps.showOnMap', { store: storeTitle })}
    </MapButton>
  );
}

/** The frame of the selected store's card. */
export const selectedCard = css`
  outline: 3px solid ${({ theme }) => theme.colors.ember};
  outline-offset: 2px;
`;

const MapButton = styled.button`
  justify-self: start;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.ember};
    color: ${({ theme }) => theme.colors.ember};
    font-weight: 700;
  }
`;
