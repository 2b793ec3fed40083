/**
 * The site header: the chain's logo, the main menu (desktop) or the menu button
 * (mobile), the account corner (desktop: Sign In, or the first name and Log out), and Order Now
 * or the cart summary. Summary pages (path containing "summary") show
 * only the logo and Back to Cart. Checkout steps use the small header: the logo and the
 * "Order completion" bar. The progress bar also shows on the other ordering steps.
 */
import { useRouter } from 'next/router';
import { useEffect, useRef, type RefObject } from 'react';
import { classed } from '@/lib/classed';
import { HeaderAccount } from '@/components/auth/header-account';
import { MarketLink } from '@/components/common/market-link';
import { BRAND } from '@/content/brand';
import { useMarket } from '@/lib/use-market';
import { useOrderSummary } from '@/lib/order-context';
import { useStartOrder } from '@/components/ordering/start-order-context';
import { useUi } from '@/lib/ui-context';
import type { NavMenu } from '@/lib/nav-menus';
import { isQuotePath, isSummaryPath } from '@/lib/nav-paths';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { MobileMenu } from './mobile-menu';
import { OrderProgressBar } from './order-progress-bar';
import { SMALL_HEADER_STEPS } from './order-progress';
import styles from './site-header.module.css';

/** `menus`: the market's menus, built on the server (lib/page-shell.ts). */
type Props = { menus: NavMenu[] };

export function SiteHeader({ menus }: Props) {
  const { t } = useMarket();
  const { pathname } = useRouter();
  const { currentOrderStep } = useOrderSummary();
  const startOrder = useStartOrder();

  const barRef = useRef<HTMLElement>(null);
  useNavigationHeight(barRef);

  const summaryPage = isSummaryPath(pathname);
  const smallHeader = !summaryPage && currentOrderStep !== null && SMALL_HEADER_STEPS.includes(currentOrderStep);

  return (
    <Bar ref={barRef}>
      <Inner>
        <Logo href="/" aria-label={t('shell.brand.home', { brand: BRAND.name })} $small={smallHeader || summaryPage}>
          <img src="/images/logo.svg" alt="" width={84} height={48} />
          <FullName>{BRAND.name}</FullName>
          <ShortName>{BRAND.shortName}</ShortName>
        </Logo>
        {summaryPage ? (
          <BackToCart href="/cart">{t('shell.backToCart')}</BackToCart>
        ) : (
          !smallHeader && (
            <>
              <DesktopNav menus={menus} onStartOrder={startOrder.open} />
              <Actions>
                <HeaderAccount />
                <HeaderActions quotePage={isQuotePath(pathname)} onOrderNow={() => startOrder.open({ mode: 'order' })} />
                <MobileMenu menus={menus} onStartOrder={startOrder.open} />
              </Actions>
            </>
          )
        )}
      </Inner>
      {!summaryPage && <OrderProgressBar />}
    </Bar>
  );
}

/** Keeps ui-context's navigation height in step with the header's rendered height. */
function useNavigationHeight(ref: RefObject<HTMLElement | null>) {
  const { setNavigationHeight } = useUi();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setNavigationHeight(element.getBoundingClientRect().height);
    update();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, setNavigationHeight]);
}

const Bar = classed('header', styles.bar);

const Inner = classed('div', styles.inner);

/**
 * Phones show the mark over the short name; wider screens the mark beside the full name, which
 * wraps (at most two lines at the widths the header is laid out for) before anything beside it does.
 */
const Logo = classed(MarketLink, styles.logo, { $small: styles.logoSmall });

const FullName = classed('span', styles.fullName);

const ShortName = classed('span', styles.shortName);

const Actions = classed('div', styles.actions);

const BackToCart = classed(MarketLink, styles.backToCart);
