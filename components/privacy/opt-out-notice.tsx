/**
 * What the do-not-sell page says about this browser: that its Global Privacy Control signal is
 * honoured as an opt-out, or that it opted out already, or (neither) that we honour GPC.
 */
import type { OptOutSource } from '@/domain/privacy/opt-out';
import { classed } from '@/lib/classed';
import { useT } from '@/lib/use-t';
import styles from './opt-out-notice.module.css';

export function OptOutNotice({ optOut }: { optOut: OptOutSource | null }) {
  const t = useT();
  return (
    <Notice aria-labelledby="privacy-gpc-title" $active={optOut !== null}>
      <h2 id="privacy-gpc-title">{t('privacy.gpc.title')}</h2>
      {optOut === 'gpc' && <p>{t('privacy.gpc.honoured')}</p>}
      {optOut === 'form' && <p>{t('privacy.optedOut')}</p>}
      {optOut === null && <p>{t('privacy.gpc.explain')}</p>}
    </Notice>
  );
}

const Notice = classed('section', styles.notice, { $active: styles.noticeActive });
