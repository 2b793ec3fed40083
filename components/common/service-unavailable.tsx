/**
 * The page of a request whose data the API could not give because it is out of reach
 * (lib/page-loaders/with-page.ts answers it with 503 and Retry-After): what happened, in the diner's
 * language, and a Retry button that loads the same address again.
 */
import { classed } from '@/lib/classed';
import { useT } from '@/lib/use-t';
import { StatusPage } from './status-page';
import styles from './service-unavailable.module.css';

const reloadPage = () => window.location.reload();

/** `retry`: what the Retry button does; loading the same address again unless a test says otherwise. */
export function ServiceUnavailable({ retry = reloadPage }: { retry?: () => void }) {
  const t = useT();
  return (
    <StatusPage status={t('unavailable.status')} title={t('unavailable.title')} message={t('unavailable.body')} titleId="unavailable-title">
      <RetryButton type="button" onClick={() => retry()}>
        {t('unavailable.retry')}
      </RetryButton>
    </StatusPage>
  );
}

const RetryButton = classed('button', styles.retryButton);
