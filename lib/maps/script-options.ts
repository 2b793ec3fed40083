/**
 * How the maps script loads: with the key, in the page's language (its html lang, e.g. fr-CA)
 * and with the places library (address suggestions). One id and one libraries array for the
 * whole site: the loader refuses to load twice with different options.
 */
import type { Libraries } from '@react-google-maps/api';

const MAPS_SCRIPT_ID = 'hickory-google-maps';
const MAPS_LIBRARIES: Libraries = ['places'];

export function mapsLoaderOptions(apiKey: string, language: string) {
  return { id: MAPS_SCRIPT_ID, googleMapsApiKey: apiKey, language, libraries: MAPS_LIBRARIES };
}
