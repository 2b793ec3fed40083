/**
 * A document's draft as diners will see it, under a banner for staff with the way back to its
 * editor: a page through the storefront's own template, the footer and the navigation through the
 * site's own footer and header, the home sections through the home page's own sections.
 */
import type { ReactNode } from 'react';
import { CateringServicesTemplate, CateringTemplate } from '@/components/content/catering-templates';
import { FranchiseTemplate } from '@/components/content/franchise-template';
import { JobsTemplate } from '@/components/content/jobs-template';
import { LegalTemplate } from '@/components/content/legal-template';
import { LoyaltyTemplate } from '@/components/content/loyalty-template';
import { NutritionTemplate } from '@/components/content/nutrition-template';
import { OurStoryTemplate } from '@/components/content/our-story-template';
import { TeamTemplate } from '@/components/content/team-template';
import { Container } from '@/components/common/container';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { HomeSections } from '@/components/home/home-sections';
import type { ContentByKind } from '@/domain/content/types';
import type { JobOpenings } from '@/lib/api/jobs';
import type { LoyaltyProgram } from '@/lib/api/loyalty';
import type { StaffContentLocale } from '@/lib/api/staff-content';
import type { StaffContentDocument } from '@/lib/api/staff-content-documents';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { countryOf, type PageMarket } from '@/lib/market';
import { buildNavMenus } from '@/lib/nav-menus';
import { privacyLinks } from '@/lib/privacy/market-law';
import type { Translate } from '@/lib/i18n-core';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { documentName } from './document-texts';
import { localeName, statusName } from './post-texts';
import styles from './content.module.css';

export type DocumentPreviewData = {
  staff: StaffMember;
  locale: StaffContentLocale;
  document: StaffContentDocument;
  /** The openings the jobs page lists and the program the loyalty page names, read for their previews only. */
  openings: JobOpenings | null;
  program: LoyaltyProgram | null;
};

/** `market`: the console page's, whose country picks the menus and the privacy links, as on the site's own pages. */
function rendered({ document, openings, program }: DocumentPreviewData, market: Pick<PageMarket, 'locale' | 'country'> & { t: Translate }): ReactNode {
  const draft = document.draft as ContentByKind[typeof document.kind];
  switch (document.kind) {
    case 'ourStory':
      return <OurStoryTemplate story={draft as ContentByKind['ourStory']} breadcrumbs={[]} />;
    case 'meetOurTeam':
      return <TeamTemplate team={draft as ContentByKind['meetOurTeam']} breadcrumbs={[]} />;
    case 'workForUs':
      return <JobsTemplate jobs={draft as ContentByKind['workForUs']} openings={openings ?? { stores: [], uploadMaxMb: 0 }} breadcrumbs={[]} />;
    case 'nutritional':
      return <NutritionTemplate nutrition={draft as ContentByKind['nutritional']} breadcrumbs={[]} />;
    case 'franchiseInfo':
      return <FranchiseTemplate franchise={draft as ContentByKind['franchiseInfo']} breadcrumbs={[]} />;
    case 'legalTerms':
      return <LegalTemplate document={draft as ContentByKind['legalTerms']} breadcrumbs={[]} />;
    case 'loyaltyPromotion':
      return <LoyaltyTemplate loyalty={draft as ContentByKind['loyaltyPromotion']} breadcrumbs={[]} program={program} />;
    case 'catering':
      return <CateringTemplate catering={draft as ContentByKind['catering']} breadcrumbs={[]} />;
    case 'cateringServices':
      return <CateringServicesTemplate services={draft as ContentByKind['cateringServices']} breadcrumbs={[]} />;
    case 'home':
      return (
        <Container>
          <HomeSections home={draft as ContentByKind['home']} />
        </Container>
      );
    case 'footer':
      return <SiteFooter footer={draft as ContentByKind['footer']} privacyLinks={privacyLinks(market.t, market.country)} />;
    case 'navigation':
      return <SiteHeader menus={buildNavMenus(draft as ContentByKind['navigation'], countryOf(market.locale), false)} />;
  }
}

export function DocumentPreviewTemplate(props: DocumentPreviewData) {
  const market = useMarket();
  const { t } = market;
  const { document, locale } = props;
  return (
    <>
      <Banner role="note">
        {t('staffContent.document.previewBanner', { name: documentName(t, document.kind), language: localeName(t, locale), status: statusName(t, document.status) })}{' '}
        <MarketLink href={`/staff/content/documents/${document.kind}?locale=${locale}`}>{t('staffContent.preview.back')}</MarketLink>
      </Banner>
      {rendered(props, market)}
    </>
  );
}

const Banner = classed('p', styles.banner);
