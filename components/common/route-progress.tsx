/**
 * A thin bar across the top of the screen while the next page loads (the pages router's route
 * events), shown only when loading takes longer than a glance, so quick changes do not flicker.
 * It is fixed over the page, so it shifts nothing; with reduced motion it stands still instead of
 * sliding. Screen readers hear that the page is loading. Hand-written rather than nprogress: it is
 * one element and a few lines of CSS, which the library's DOM code and stylesheet would outweigh.
 */
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { classed } from '@/lib/classed';
import { useT } from '@/lib/use-t';
import styles from './route-progress.module.css';

/** How long a page may take before the bar shows, in ms. */
export const ROUTE_PROGRESS_DELAY = 150;

export function RouteProgress() {
  const t = useT();
  const { events } = useRouter();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      setLoading(false);
    };
    const start = (_url: string, { shallow }: { shallow?: boolean } = {}) => {
      if (shallow) return;
      stop();
      timer = setTimeout(() => setLoading(true), ROUTE_PROGRESS_DELAY);
    };
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', stop);
    events.on('routeChangeError', stop);
    return () => {
      stop();
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', stop);
      events.off('routeChangeError', stop);
    };
  }, [events]);

  return (
    <>
      {loading && <Bar data-testid="route-progress" aria-hidden="true" />}
      <Announcement role="status">{loading ? t('shell.progress.loading') : ''}</Announcement>
    </>
  );
}

const Bar = classed('div', styles.bar);

const Announcement = classed('p', styles.announcement);
