/**
 * The map of a list of stores (loaded only when a Google Maps key is set: store-map-slot.tsx).
 * One pin per store; choosing a pin (click, or Enter on a focused pin) selects the store in the
 * list, and the selected store's pin stands out and comes into view. The map is a labelled
 * region reachable by keyboard; the list stays the primary view and holds the same stores.
 */
import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useCallback, useEffect, useState } from 'react';
import { classed } from '@/lib/classed';
import type { MapStore } from '@/lib/maps/pins';
import { mapsLoaderOptions } from '@/lib/maps/script-options';
import { colors } from '@/styles/theme';
import { useT } from '@/lib/use-t';
import styles from './store-map.module.css';

export type StoreMapProps = {
  apiKey: string;
  /** The page's language (html lang), e.g. fr-CA. */
  language: string;
  stores: MapStore[];
  selectedId: number | null;
  onSelect: (storeId: number) => void;
};

const CONTAINER_STYLE = { width: '100%', height: '100%' };

export default function StoreMap({ apiKey, language, stores, selectedId, onSelect }: StoreMapProps) {
  const t = useT();
  const { isLoaded, loadError } = useJsApiLoader(mapsLoaderOptions(apiKey, language));
  const [map, setMap] = useState<google.maps.Map | null>(null);

  // The view holds every store of the list.
  useEffect(() => {
    if (!map || stores.length === 0) return;
    const bounds = new google.maps.LatLngBounds();
    for (const store of stores) bounds.extend({ lat: store.latitude, lng: store.longitude });
    map.fitBounds(bounds);
    if (stores.length === 1) map.setZoom(14);
  }, [map, stores]);

  // The store chosen in the list comes into view.
  useEffect(() => {
    const store = stores.find((each) => each.id === selectedId);
    if (map && store) map.panTo({ lat: store.latitude, lng: store.longitude });
  }, [map, stores, selectedId]);

  const handleUnmount = useCallback(() => setMap(null), []);

  // Without the script (blocked, wrong key) the list alone stays: it already holds everything.
  if (loadError) return null;
  return (
    <Region role="region" aria-label={t('maps.label')} aria-busy={!isLoaded}>
      {isLoaded ? (
        <GoogleMap mapContainerStyle={CONTAINER_STYLE} onLoad={setMap} onUnmount={handleUnmount} options={{ clickableIcons: false }}>
          {stores.map((store) => {
            const selected = store.id === selectedId;
            return (
              <MarkerF
                key={store.id}
                position={{ lat: store.latitude, lng: store.longitude }}
                title={store.title}
                zIndex={selected ? 2 : 1}
                icon={pinIcon(selected)}
                options={{ optimized: false }}
                onClick={() => onSelect(store.id)}
              />
            );
          })}
        </GoogleMap>
      ) : (
        <p>{t('maps.loading')}</p>
      )}
    </Region>
  );
}

/** A round pin; the selected store's is larger and in the brand's ember colour. */
function pinIcon(selected: boolean): google.maps.Symbol {
  return {
    path: google.maps.SymbolPath.CIRCLE,
    scale: selected ? 13 : 9,
    fillColor: selected ? colors.ember : colors.ink,
    fillOpacity: 1,
    strokeColor: colors.white,
    strokeWeight: 2,
  };
}

const Region = classed('div', styles.region);
