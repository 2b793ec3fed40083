/**
 * The browser paints the server-rendered page before it runs the page's scripts. Next writes
 * each chunk as a deferred <script>, which a browser holding them already (a repeat visit, a fast
 * network) runs before its first paint: evaluating them and starting hydration then hold the page
 * off the screen. Instead the page lists them (PAINT_FIRST_SOURCES_ID) and PAINT_FIRST_LOADER adds
 * them once the document is parsed and a frame has been painted, in order, as `defer` would have
 * run them. A hidden tab paints nothing, so there they load at once.
 * Until React has hydrated the page (lib/hydrated-mark.ts), a form submitted does nothing, as a
 * button does: the browser would otherwise send its fields, a password among them, in the address.
 */
import { HYDRATED_MARK } from './hydrated-mark';

export const PAINT_FIRST_SOURCES_ID = '__HICKORY_SCRIPTS__';

export const PAINT_FIRST_LOADER = `(function(){var d=document;d.addEventListener('submit',function(e){if(!performance.getEntriesByName('${HYDRATED_MARK}','mark').length)e.preventDefault();},true);function load(){var l=d.getElementById('${PAINT_FIRST_SOURCES_ID}');if(!l)return;JSON.parse(l.textContent).forEach(function(src){var s=d.createElement('script');s.src=src;s.async=false;d.head.appendChild(s);});}function afterPaint(){if(d.visibilityState==='hidden'){load();return;}requestAnimationFrame(function(){setTimeout(load,0);});}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',afterPaint);else afterPaint();})();`;
