/**
 * Sign in with Facebook. Without an app id configured, a sentence says Facebook sign-in is not
 * set up. With one, the button (facebook-sign-in.tsx, with the Facebook library) is fetched as
 * its own chunk once the page is in the browser (React.lazy after hydration, as next/dynamic without
 * server rendering would, without the next/dynamic loader); until it arrives a disabled button
 * holds its place.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { Notice } from './auth-layout';
import styles from './facebook-button.module.css';

export type FacebookButtonProps = {
  appId: string | null;
  /** Where to go once signed in. */
  next: string;
  /** The login page of the market ('/ca/fr/login'): the dialog comes back to it. */
  loginPath: string;
};

export const FacebookStyledButton = classed('button', styles.facebookStyledButton);

function FacebookButtonLoading() {
  const { t } = useMarket();
  return (
    <FacebookStyledButton type="button" disabled>
      {t('auth.facebook.button')}
    </FacebookStyledButton>
  );
}

const FacebookSignIn = lazy(() => import('./facebook-sign-in'));

export function FacebookButton({ appId, next, loginPath }: FacebookButtonProps) {
  const { t } = useMarket();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!appId) return <Notice role="note">{t('auth.facebook.notConfigured')}</Notice>;
  if (!hydrated) return <FacebookButtonLoading />;
  return (
    <Suspense fallback={<FacebookButtonLoading />}>
      <FacebookSignIn appId={appId} next={next} loginPath={loginPath} />
    </Suspense>
  );
}
