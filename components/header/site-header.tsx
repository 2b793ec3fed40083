/**
 * The site header: the chain's logo, the main menu (desktop) or the menu button
 * (mobile), the account corner (desktop: Sign In, or the first name and Log out), and Order Now
 * or the cart summary. Summary pages (path containing "summary") show
 * only the logo and Back to Cart. Checkout steps use the small header: the logo and the
 * "Order completion" bar. The progress bar also shows on the other ordering steps.
 */
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { HeaderAccount } from '@/components/auth/header-account';
import { MarketLink } from '@/components/common/market-link';
import { BRAND } from '@/content/brand';
import type { Navigation } from '@/domain/content/types';
import { countryOf } from '@/lib/market';
import { useMarket } from '@/lib/use-market';
import { useOrderSummary } from '@/lib/order-context';
import { useStartOrder } from '@/components/ordering/start-order-context';
import { useUi } from '@/lib/ui-context';
import { media } from '@/styles/media';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { MobileMenu } from './mobile-menu';
import { buildNavMenus, isQuotePath, isSummaryPath } from './nav-model';
import { OrderProgressBar } from './order-progress-bar';
import { SMALL_HEADER_STEPS } from './order-progress';

type Props = { navigation: Navigation; holidayMode: boolean };

export function SiteHeader({ navigation, holidayMode }: Props) {
  const { locale, t } = useMarket();
  const { pathname } = useRouter();
  const { currentOrderStep } = useOrderSummary();
  const startOrder = useStartOrder();
  const menus = useMemo(() => buildNavMenus(navigation, countryOf(locale), holidayMode), [navigation, locale, holidayMode]);

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

const Bar = styled.header`
  position: relative;
  background: ${({ theme }) => theme.colors.charcoal};
  color: ${({ theme }) => theme.colors.cream};

  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.mustard};
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

/**
 * Phones show the mark over the short name; wider screens the mark beside the full name, which
 * wraps (at most two lines at the widths the header is laid out for) before anything beside it does.
 */
const Logo = styled(MarketLink)<{ $small: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.cream};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ $small }) => ($small ? '1.125rem' : '1.375rem')};
  font-weight: 700;
  letter-spacing: 0.04em;
  line-height: 1.1;
  text-decoration: none;
  text-transform: uppercase;

  &:hover {
    color: ${({ theme }) => theme.colors.mustard};
  }
  img {
    flex: none;
    width: ${({ theme }) => theme.logo.small.width}px;
    height: ${({ theme }) => theme.logo.small.height}px;
  }

  ${media.below('mobile')} {
    flex-direction: column;
    gap: 2px;
    font-size: 0.8125rem;
    line-height: 1;

    img {
      width: ${({ theme }) => theme.logo.compact.width}px;
      height: ${({ theme }) => theme.logo.compact.height}px;
    }
  }
`;

const FullName = styled.span`
  ${media.below('mobile')} {
    display: none;
  }
`;

const ShortName = styled.span`
  display: none;
  white-space: nowrap;

  ${media.below('mobile')} {
    display: block;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  ${media.below('navigation')} {
    flex: none;
  }
`;

const BackToCart = styled(MarketLink)`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.cream};
  font-weight: 700;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.mustard};
  }
`;
