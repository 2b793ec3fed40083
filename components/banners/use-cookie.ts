/**
 * A browser cookie as state: undefined on the server and during hydration (`ready` false), so
 * banners that depend on a cookie render only after mounting and never mismatch.
 */
import { useCallback, useEffect, useState } from 'react';
import { readCookie, writeCookie, type AnyCookieName, type CookieOptions } from '@/lib/cookies';

export function useCookie(name: AnyCookieName) {
  const [value, setValue] = useState<string | undefined>(undefined);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setValue(readCookie(name));
    setReady(true);
  }, [name]);
  const store = useCallback(
    (next: string, options: CookieOptions) => {
      writeCookie(name, next, { sameSite: 'Lax', ...options });
      setValue(next);
    },
    [name],
  );
  return { value, ready, store };
}
