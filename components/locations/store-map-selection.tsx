/**
 * The store selected on a list with a map, shared by the list and its pins. Choosing a pin
 * selects the store and moves focus to its card in the list (scrolled into view), so keyboard
 * and screen-reader users land on the same store; choosing "Show on the map" on a card
 * selects its pin.
 */
import { useCallback, useState } from 'react';
import { classed } from '@/lib/classed';
import { useT } from '@/lib/use-t';
import styles from './store-map-selection.module.css';

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

const MapButton = classed('button', styles.mapButton);
