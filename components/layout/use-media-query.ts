/**
 * Whether a media query matches, following changes. The server (and the first client render)
 * answer `serverValue`, so hydration matches; the real value follows after mounting.
 */
import { useEffect, useState } from 'react';

export function useMediaQuery(query: string, serverValue = false): boolean {
  const [matches, setMatches] = useState(serverValue);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
