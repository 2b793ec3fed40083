/**
 * Starts the Web Vitals beacon (lib/api/web-vitals-beacon.ts) once per visit, for the landing
 * page's route pattern, when the browser is idle after hydration: its code (with the web-vitals
 * library) is a chunk of its own, fetched then, so no page's first-load JS carries it.
 */
import { useEffect, useRef } from 'react';

const IDLE_TIMEOUT_MS = 5000;

export function useWebVitals(page: string): void {
  const landing = useRef(page);
  useEffect(() => {
    const start = () => {
      import('./api/web-vitals-beacon').then((module) => module.startWebVitals(landing.current)).catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(start, IDLE_TIMEOUT_MS / 2);
    return () => window.clearTimeout(timer);
  }, []);
}
