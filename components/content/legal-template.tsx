/** /legal/terms-and-conditions (and any LegalDocument): table of contents, then the sections. */
import { ContentBlocks } from './content-blocks';
import { ContentPage, Section } from './content-page';
import type { LegalDocument } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import { formatContentDate } from '@/lib/seo/dates';
import { useMarket } from '@/lib/use-market';

export function LegalTemplate({ document, breadcrumbs }: { document: LegalDocument; breadcrumbs: HeadCrumb[] }) {
  const { locale, t } = useMarket();
  return (
    <ContentPage title={document.heading} intro={document.intro} breadcrumbs={breadcrumbs}>
      <p>
        {t('content.legal.updated')} <time dateTime={document.updated}>{formatContentDate(document.updated, locale)}</time>
      </p>
      <nav aria-labelledby="legal-contents">
        <h2 id="legal-contents">{t('content.legal.contents')}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.heading}>
          <ContentBlocks blocks={section.blocks} headingLevel="h3" />
        </Section>
      ))}
    </ContentPage>
  );
}
