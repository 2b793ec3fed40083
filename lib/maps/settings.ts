/**
 * The Google Maps key: GOOGLE_MAPS_API_KEY (read by the running server and passed to the pages
 * that show a map), or NEXT_PUBLIC_GOOGLE_MAPS_API_KEY. Unset, blank or not shaped like a key
 * means no map: nothing of it loads.
 */
const KEY_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;

export function googleMapsKeyFrom(env: Readonly<Record<string, string | undefined>>): string | null {
  const value = (env.GOOGLE_MAPS_API_KEY ?? env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY)?.trim() ?? '';
  return KEY_SHAPE.test(value) ? value : null;
}
