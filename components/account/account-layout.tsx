/** The frame of the account pages: the page title and the account navigation (My Profile, My Orders, My Rewards). */
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { StepTitle } from '@/components/checkout/layout';
import { BRAND_ID } from '@/domain/constants';
import { LOYALTY_BRAND_ID } from '@/domain/loyalty/brand';
import { useMarket } from '@/lib/use-market';
import styles from './account-layout.module.css';

type NavLink = { href: string; key: 'account.nav.profile' | 'account.nav.orders' | 'loyalty.nav.rewards' };

const LINKS: readonly NavLink[] = [
  { href: '/user-profile', key: 'account.nav.profile' },
  { href: '/user-profile/my-orders', key: 'account.nav.orders' },
  // My Rewards: the loyalty brand only.
  ...(BRAND_ID === LOYALTY_BRAND_ID ? [{ href: '/user-profile/loyalty', key: 'loyalty.nav.rewards' } as const] : []),
];

export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useMarket();
  const { pathname } = useRouter();
  return (
    <Container>
      <StepTitle>{title}</StepTitle>
      <Nav aria-label={t('account.nav.label')}>
        {LINKS.map((link) => {
          const current = pathname === link.href || (link.href !== '/user-profile' && pathname.startsWith(link.href));
          return (
            <MarketLink key={link.href} href={link.href} aria-current={current ? 'page' : undefined}>
              {t(link.key)}
            </MarketLink>
          );
        })}
      </Nav>
      <Body>{children}</Body>
    </Container>
  );
}

const Nav = classed('nav', styles.nav);

const Body = classed('div', styles.body);
