/**
 * The desktop header's account corner: while a shared page has not read the session yet, an
 * empty busy corner (no Sign In flashing before the name); signed out, Sign In (coming back to this
 * page); signed in, the first name linking to My Profile, and Log out. Narrow screens have the
 * mobile menu's account block instead.
 */
import { useRouter } from 'next/router';
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { AUTH_PAGES } from '@/lib/auth/next-path';
import { pathWithinMarket, type PageMarket } from '@/lib/market';
import { useUi } from '@/lib/ui-context';
import { useMarket } from '@/lib/use-market';
import { HeaderPoints } from '@/components/loyalty/header-points';
import { LogoutButton } from './logout-button';
import styles from './header-account.module.css';

/** The sign-in link's `next`: this page (`asPath`, in `market`), unless it is a page of the sign-in flow. */
export function signInHref(market: Pick<PageMarket, 'prefix'>, asPath: string): string {
  const path = (asPath ?? '/').split('#')[0] ?? '/';
  const bare = pathWithinMarket(market, path).split('?')[0]?.replace(/\/+$/, '') ?? '';
  if (!path.startsWith('/') || AUTH_PAGES.includes(bare) || bare === '') return '/login';
  return `/login?next=${encodeURIComponent(path)}`;
}

export function HeaderAccount() {
  const market = useMarket();
  const { t } = market;
  const { user, userPending } = useUi();
  const { asPath } = useRouter();
  if (userPending) return <Corner aria-busy="true" data-testid="header-account-pending" />;
  if (!user) {
    return (
      <Corner>
        <AccountLink href={signInHref(market, asPath)}>{t('auth.header.signIn')}</AccountLink>
      </Corner>
    );
  }
  return (
    <Corner>
      <AccountLink href="/user-profile" aria-label={`${t('auth.header.greeting', { name: user.firstName })} · ${t('auth.header.account')}`}>
        {t('auth.header.greeting', { name: user.firstName })}
      </AccountLink>
      <HeaderPoints />
      <Logout />
    </Corner>
  );
}

const Corner = classed('div', styles.corner);

const AccountLink = classed(MarketLink, styles.accountLink);

const Logout = classed(LogoutButton, styles.logout);
