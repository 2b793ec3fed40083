/**
 * Sends a page view after every completed route change, and one for the first load.
 * Mounted once by the layout. The analytics layer (and the privacy opt-out it asks) is fetched
 * with the first view rather than with the page; each view keeps the address and title it had
 * when it happened, and views are pushed in the order they happened.
 */
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { ViewedPage } from '@/lib/analytics';

let analytics: Promise<typeof import('@/lib/analytics')> | null = null;

function trackPageView(url: string): void {
  const page: ViewedPage = { href: window.location.href, title: document.title };
  analytics ??= import('@/lib/analytics');
  analytics.then((module) => module.trackPageView(url, page)).catch(() => {
    // A chunk that could not be fetched drops this view; the next view tries again.
    analytics = null;
  });
}

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
