/**
 * The top of every console page: its title, who is signed in, Sign out, and the console's
 * navigation between today's orders, the kitchen screen, the held orders (managers and admins), the catering leads and the guests' feedback (the current one marked for
 * assistive technology too).
 */
import { useRouter } from 'next/router';
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { localizedPath } from '@/domain/markets';
import { REVIEWING_ROLES } from '@/domain/staff/reviewing-roles';
import type { StaffMember } from '@/lib/api/staff-view';
import type { MessageKey } from '@/lib/i18n-core';
import { clearStaffSession, staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import styles from './console-header.module.css';

type Section = { section: string; href: string; key: MessageKey; adminOnly?: true; managersOnly?: true };

/** `adminOnly`: shown to brand admins only; `managersOnly`: to store managers and brand admins. */
const SECTIONS = [
  { section: 'orders', href: '/staff', key: 'staff.nav.orders' },
  { section: 'kitchen', href: '/staff/kitchen', key: 'staffKitchen.nav' },
  { section: 'review', href: '/staff/review', key: 'staff.nav.review', managersOnly: true },
  { section: 'leads', href: '/staff/leads', key: 'staff.nav.leads' },
  { section: 'feedback', href: '/staff/feedback', key: 'contact.staff.nav' },
  { section: 'applications', href: '/staff/applications', key: 'jobs.staff.nav' },
  { section: 'privacy', href: '/staff/privacy-requests', key: 'privacy.staff.nav', adminOnly: true },
  { section: 'audit', href: '/staff/audit', key: 'staff.nav.audit', adminOnly: true },
  { section: 'gift-cards', href: '/staff/gift-cards', key: 'staff.nav.giftCards', adminOnly: true },
  { section: 'payment-page', href: '/staff/payment-page', key: 'staff.nav.paymentPage', adminOnly: true },
  { section: 'team', href: '/staff/team', key: 'staff.nav.team', managersOnly: true },
  { section: 'menu', href: '/staff/menu', key: 'staffMenu.nav' },
  { section: 'smoke', href: '/staff/smoke', key: 'smoke.nav', managersOnly: true },
  { section: 'hours', href: '/staff/hours', key: 'staffHours.nav', managersOnly: true },
  { section: 'content', href: '/staff/content', key: 'staffContent.nav', adminOnly: true },
  { section: 'stores', href: '/staff/stores', key: 'staffStores.nav', managersOnly: true },
  { section: 'coupons', href: '/staff/coupons', key: 'staffCoupons.nav', adminOnly: true },
  { section: 'prices', href: '/staff/prices', key: 'staffPrices.nav', adminOnly: true },
  { section: 'menu-items', href: '/staff/menu/items', key: 'staffMenuItems.nav', adminOnly: true },
  { section: 'menu-photos', href: '/staff/menu/photos', key: 'staffMenuPhotos.nav', adminOnly: true },
  { section: 'loyalty', href: '/staff/loyalty', key: 'staffLoyalty.nav', adminOnly: true },
  { section: 'delivery-fee-caps', href: '/staff/delivery-fee-caps', key: 'staffFeeCaps.nav', adminOnly: true },
] as const satisfies readonly Section[];

type ConsoleSection = (typeof SECTIONS)[number]['section'];

export type ConsoleHeaderProps = { staff: StaffMember; title: string; current: ConsoleSection; /** The page is the section's own page (not one of its items). */ atSectionPage?: boolean };

export function ConsoleHeader({ staff, title, current, atSectionPage = true }: ConsoleHeaderProps) {
  const { locale, t } = useMarket();
  const router = useRouter();

  const handleSignOut = async () => {
    // The REST client comes with the click: a console page that only shows what the server read does not ship it.
    await import('@/lib/api/staff')
      .then(({ staffLogout }) => staffLogout(staffContext({ locale })))
      .catch(() => undefined);
    clearStaffSession();
    await router.push(localizedPath(locale, '/staff/login'));
  };

  return (
    <>
      <Nav aria-label={t('staff.nav.label')}>
        <ul>
          {SECTIONS.filter((entry: Section) => (!entry.adminOnly || staff.role === 'brand_admin') && (!entry.managersOnly || REVIEWING_ROLES.includes(staff.role))).map(({ section, href, key }) => (
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

const Nav = classed('nav', styles.nav);

const Top = classed('header', styles.top);

const Button = classed('button', styles.button);
