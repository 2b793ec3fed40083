/** Skip link, banners, header, <main id="main"> and footer around every page. */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { needsLanguageChoice } from '@/components/banners/banner-rules';
import { CookieBanner } from '@/components/banners/cookie-banner';
import { TopBanners } from '@/components/banners/site-banners';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import type { PageShell } from '@/lib/page-shell';
import { useMarket } from '@/lib/use-market';
import { SkipLink } from './skip-link';
import { usePageViews } from './use-page-views';
import styles from './page-layout.module.css';

/** Fetched only where a language is to be chosen. */
const CanadaLanguageModal = lazy(() => import('@/components/banners/canada-language-modal').then((module) => ({ default: module.CanadaLanguageModal })));

/** The language modal, never in the server-rendered page (it waits for the stored choice anyway). */
function LanguageChoice() {
  const { locale, languageChosen } = useMarket();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !needsLanguageChoice(locale, languageChosen)) return null;
  return (
    <Suspense fallback={null}>
      <CanadaLanguageModal />
    </Suspense>
  );
}

/** Around a page that brings no shell (none does but a failing error page): header and footer without links. */
const EMPTY_SHELL: PageShell = {
  menus: [],
  footer: {
    topFooter: [],
    bottomFooter: { contactInfo: [], socialMedia: [], footerCta: [], footerCopyright: '', generalInfoThirdRow: [] },
    socialTitle: '',
    socialTitleVariants: {},
  },
  privacyLinks: [],
};

type Props = { shell?: PageShell | null; children: ReactNode };

export function PageLayout({ shell, children }: Props) {
  const { menus, footer, privacyLinks } = shell ?? EMPTY_SHELL;
  usePageViews();
  return (
    <Shell>
      <SkipLink />
      <TopBanners />
      <SiteHeader menus={menus} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter footer={footer} privacyLinks={privacyLinks} />
      <CookieBanner />
      <LanguageChoice />
    </Shell>
  );
}

const Shell = classed('div', styles.shell);

const Main = classed('main', styles.main);
