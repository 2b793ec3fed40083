/**
 * The top of every console page: its title, who is signed in, Sign out, and the console's
 * navigation between today's orders, the catering leads and the guests' feedback (the current one marked for
 * assistive technology too).
 */
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { MarketLink } from '@/components/common/market-link';
import { localizedPath } from '@/domain/markets';
import type { StaffMember } from '@/lib/api/staff-view';
import { staffLogout } from '@/lib/api/staff';
import { clearStaffSession, staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { secondaryButton } from '@/styles/buttons';

export type ConsoleSection = 'orders' | 'leads' | 'feedback' | 'applications' | 'privacy';

/** `adminOnly`: shown to brand admins only. */
const SECTIONS: { section: ConsoleSection; href: string; key: 'staff.nav.orders' | 'staff.nav.leads' | 'contact.staff.nav' | 'jobs.staff.nav' | 'privacy.staff.nav'; adminOnly?: true }[] = [
  { section: 'orders', href: '/staff', key: 'staff.nav.orders' },
  { section: 'leads', href: '/staff/leads', key: 'staff.nav.leads' },
  { section: 'feedback', href: '/staff/feedback', key: 'contact.staff.nav' },
  { section: 'applications', href: '/staff/applications', key: 'jobs.staff.nav' },
  { section: 'privacy', href: '/staff/privacy-requests', key: 'privacy.staff.nav', adminOnly: true },
];

export type ConsoleHeaderProps = { staff: StaffMember; title: string; current: ConsoleSection; /** The page is the section's own page (not one of its items). */ atSectionPage?: boolean };

export function ConsoleHeader({ staff, title, current, atSectionPage = true }: ConsoleHeaderProps) {
  const { locale, t } = useMarket();
  const router = useRouter();

  const handleSignOut = async () => {
    await staffLogout(staffContext({ locale })).catch(() => undefined);
    clearStaffSession();
    await router.push(localizedPath(locale, '/staff/login'));
  };

  return (
    <>
      <Nav aria-label={t('staff.nav.label')}>
        <ul>
          {SECTIONS.filter((entry) => !entry.adminOnly || staff.role === 'brand_admin').map(({ section, href, key }) => (
            <li key={section}>
              <MarketLink href={href} aria-current={section === current ? (atSectionPage ? 'page' : 'true') : undefined}>
                {t(key)}
              </MarketLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Top>
        <h1>{title}</h1>
        <p>{t('staff.console.signedInAs', { name: `${staff.firstName} ${staff.lastName}` })}</p>
        <Button type="button" onClick={() => void handleSignOut()}>
          {t('staff.console.signOut')}
        </Button>
      </Top>
    </>
  );
}

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.ash};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
    list-style: none;
    margin: 0;
    padding: 0;
  }

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 4px solid transparent;
    color: ${({ theme }) => theme.colors.charcoal};
    font-weight: 600;
  }

  a[aria-current] {
    border-bottom-color: ${({ theme }) => theme.colors.ember};
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;

  h1 {
    margin: 0;
    text-transform: uppercase;
    overflow-wrap: anywhere;
  }
`;

const Button = styled.button`
  ${secondaryButton}
`;
