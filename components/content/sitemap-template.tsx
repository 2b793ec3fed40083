/** /sitemap for people: every section's pages, the documents, and the restaurants by state. */
import { classed } from '@/lib/classed';
import { ContentLink } from './content-link';
import { ContentPage, Section } from './content-page';
import type { SitemapGroup, SitemapLink } from './sitemap-groups';
import { MarketLink } from '@/components/common/market-link';
import { PDF } from '@/content/brand';
import type { StateWithCities } from '@/lib/api/locations';
import type { HeadCrumb } from '@/lib/page-head';
import { useT } from '@/lib/use-t';
import styles from './sitemap-template.module.css';

type Props = {
  title: string;
  sections: { group: SitemapGroup; links: SitemapLink[] }[];
  states: StateWithCities[];
  breadcrumbs: HeadCrumb[];
};

const DOCUMENTS = [
  ['menuAtAGlance', PDF.menuAtAGlance],
  ['privacyPolicy', PDF.privacyPolicy],
  ['ccpaPolicy', PDF.ccpaPolicy],
  ['cookiePolicy', PDF.cookiePolicy],
] as const;

export function SitemapTemplate({ title, sections, states, breadcrumbs }: Props) {
  const t = useT();
  return (
    <ContentPage title={title} breadcrumbs={breadcrumbs}>
      <Columns>
        {sections.map(({ group, links }) => (
          <Section key={group} id={`sitemap-${group}`} title={t(`content.sitemap.${group}`)}>
            <ul>
              {links.map((link) => (
                <li key={link.path}>
                  <MarketLink href={link.path}>{link.name}</MarketLink>
                </li>
              ))}
            </ul>
          </Section>
        ))}
        <Section id="sitemap-documents" title={t('content.sitemap.documents')}>
          <ul>
            {DOCUMENTS.map(([name, url]) => (
              <li key={name}>
                <ContentLink href={url}>{t(`content.pdf.${name}`)}</ContentLink>
              </li>
            ))}
          </ul>
        </Section>
      </Columns>
      <Section id="sitemap-restaurants" title={t('content.sitemap.restaurants')}>
        <Columns>
          {states.map((state) => (
            <div key={state.slug}>
              <h3>
                <MarketLink href={state.path}>{state.name}</MarketLink>
              </h3>
              <ul>
                {state.cities.flatMap((city) =>
                  city.stores.map((store) => (
                    <li key={store.slug}>
                      <MarketLink href={store.path}>{`${store.title}, ${city.name}`}</MarketLink>
                    </li>
                  )),
                )}
              </ul>
            </div>
          ))}
        </Columns>
      </Section>
    </ContentPage>
  );
}

const Columns = classed('div', styles.columns);
