/** The error page body: a status, a human message and a way home. */
import { classed } from '@/lib/classed';
import { MarketLink } from './market-link';
import { StatusPage } from './status-page';
import { useT } from '@/lib/use-t';
import styles from './error-template.module.css';

type Props = { status: number; message?: string };

export function ErrorTemplate({ status, message }: Props) {
  const t = useT();
  const notFound = status === 404;
  return (
    <StatusPage
      status={t('error.status', { status })}
      title={notFound ? t('error.notFoundTitle') : t('error.title')}
      message={message ?? (notFound ? t('error.notFoundBody') : t('error.generic'))}
    >
      <HomeLink href="/">{t('error.backHome')}</HomeLink>
    </StatusPage>
  );
}

const HomeLink = classed(MarketLink, styles.homeLink);
