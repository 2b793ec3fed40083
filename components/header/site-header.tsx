/** A minimal site header: the Hickory mark linking home in the current market, and Locations. */
import styled from 'styled-components';
import { MarketLink } from '@/components/common/market-link';
import { useT } from '@/lib/use-t';

export function SiteHeader() {
  const t = useT();
  return (
    <Bar>
      <Inner>
        <Logo href="/" aria-label={t('brand.homeLink')}>
          <img src="/images/logo.svg" alt="" width={84} height={48} />
          <span>{t('brand.mark')}</span>
        </Logo>
        <nav aria-label={t('layout.mainNav')}>
          <NavList>
            <li>
              <NavLink href="/locations">{t('nav.locations')}</NavLink>
            </li>
          </NavList>
        </nav>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.charcoal};
  color: ${({ theme }) => theme.colors.cream};

  a:focus-visible {
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

const Logo = styled(MarketLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.cream};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-decoration: none;
  text-transform: uppercase;

  &:hover {
    color: ${({ theme }) => theme.colors.mustard};
  }
  img {
    width: ${({ theme }) => theme.logo.small.width}px;
    height: ${({ theme }) => theme.logo.small.height}px;
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled(MarketLink)`
  color: ${({ theme }) => theme.colors.cream};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.125rem;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.mustard};
    text-decoration: underline;
  }
`;
