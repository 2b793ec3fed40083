/**
 * The performance mark _app makes from its first effect, once React has hydrated the page. The
 * page-scripts loader (lib/paint-first.ts) holds forms back until it is there, and the journeys
 * wait for it as a person waits for a page to work.
 */
export const HYDRATED_MARK = 'hickory:hydrated';

export function markHydrated(): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(HYDRATED_MARK);
}
