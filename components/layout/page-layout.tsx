/** Skip link, banners, header, <main id="main"> and footer around every page. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CanadaLanguageModal } from '@/components/banners/canada-language-modal';
import { CookieBanner } from '@/components/banners/cookie-banner';
import { TopBanners } from '@/components/banners/site-banners';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import type { ShellData } from '@/lib/api/shell';
import { FALLBACK_SHELL } from './fallback-shell';
import { SkipLink } from './skip-link';
import { usePageViews } from './use-page-views';

type Props = { shell?: ShellData | null; children: ReactNode };

export function PageLayout({ shell, children }: Props) {
  const { navigation, footer, holidayMode } = shell ?? FALLBACK_SHELL;
  usePageViews();
  return (
    <Shell>
      <SkipLink />
      <TopBanners />
      <SiteHeader navigation={navigation} holidayMode={holidayMode} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter footer={footer} />
      <CookieBanner />
      <CanadaLanguageModal />
    </Shell>
  );
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;
