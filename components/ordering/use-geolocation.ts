/**
 * "Use my location": asks the browser for its position once. A denial or a browser without
 * geolocation is an outcome the finder explains, never an exception.
 */
import { useCallback, useState } from 'react';

type GeoOutcome =
  | { kind: 'position'; lat: number; lng: number }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

const TIMEOUT_MS = 10_000;

function locate(geolocation: Geolocation | undefined): Promise<GeoOutcome> {
  if (!geolocation) return Promise.resolve({ kind: 'unavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ kind: 'position', lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => resolve({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: TIMEOUT_MS, maximumAge: 300_000 },
    );
  });
}

export function useGeolocation(): { locating: boolean; request: () => Promise<GeoOutcome> } {
  const [locating, setLocating] = useState(false);
  const request = useCallback(async () => {
    setLocating(true);
    try {
      return await locate(typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    } finally {
      setLocating(false);
    }
  }, []);
  return { locating, request };
}
