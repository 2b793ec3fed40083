/** Skip link, header, <main id="main"> and footer around every page. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SkipLink } from './skip-link';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';

export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <Shell>
      <SkipLink />
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
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
