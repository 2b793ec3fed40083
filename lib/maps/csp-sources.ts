/**
 * What the Google Maps JavaScript API needs from a Content-Security-Policy, by directive: its
 * loader and library scripts, the tiles, markers and photos it draws, the calls it makes (map
 * data, place suggestions), its Roboto font and stylesheet, and the blob: workers it starts.
 * Allowed only when a key is set, on the pages that can show a map.
 */
export const GOOGLE_MAPS_CSP_SOURCES = {
  'script-src': ['https://maps.googleapis.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'worker-src': ["'self'", 'blob:'],
} as const;

export type MapsCspDirective = keyof typeof GOOGLE_MAPS_CSP_SOURCES;
