/**
 * Sends a page view after every completed route change, and one for the first load.
 * Mounted once by the layout.
 */
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { trackPageView } from '@/lib/analytics';

export function usePageViews(): void {
  const router = useRouter();
  useEffect(() => {
    trackPageView(window.location.pathname + window.location.search);
    const handleRouteChangeComplete = (url: string) => trackPageView(url);
    router.events.on('routeChangeComplete', handleRouteChangeComplete);
    return () => router.events.off('routeChangeComplete', handleRouteChangeComplete);
    // The router object is stable; subscribe once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
