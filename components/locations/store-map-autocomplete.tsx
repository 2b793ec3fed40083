/**
 * Address suggestions for the finder's search field (Google Places), loaded only when a maps
 * key is set (store-map-slot.tsx). Choosing a suggestion searches from that place's
 * coordinates; typing and pressing Search keeps working as without a key.
 */
import { useJsApiLoader } from '@react-google-maps/api';
import { useEffect, useRef, type RefObject } from 'react';
import { mapsLoaderOptions } from '@/lib/maps/script-options';

type AddressAutocompleteProps = {
  apiKey: string;
  language: string;
  input: RefObject<HTMLInputElement | null>;
  onPlace: (place: { lat: number; lng: number; label: string }) => void;
};

export default function AddressAutocomplete({ apiKey, language, input, onPlace }: AddressAutocompleteProps) {
  const { isLoaded } = useJsApiLoader(mapsLoaderOptions(apiKey, language));
  // The latest handler, without attaching the suggestions again on every render.
  const handler = useRef(onPlace);
  useEffect(() => {
    handler.current = onPlace;
  }, [onPlace]);

  useEffect(() => {
    const field = input.current;
    if (!isLoaded || !field || !google.maps.places) return;
    const autocomplete = new google.maps.places.Autocomplete(field, { fields: ['geometry', 'formatted_address', 'name'] });
    const listener = autocomplete.addListener('place_changed', () => {
      const place = autocomplete.getPlace();
      const location = place.geometry?.location;
      if (!location) return;
      handler.current({ lat: location.lat(), lng: location.lng(), label: place.formatted_address ?? place.name ?? field.value });
    });
    return () => {
      listener.remove();
      google.maps.event.clearInstanceListeners(autocomplete);
    };
  }, [isLoaded, input]);

  return null;
}
