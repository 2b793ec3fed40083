/**
 * /menu: Menu At A Glance from the API, section by section, with the PDF beside it. When the menu
 * is empty or the API cannot answer, the page says so and offers the PDF instead.
 */
import styled from 'styled-components';
import { Actions } from '@/components/content/content-link';
import { ContentPage, Section } from '@/components/content/content-page';
import type { GlancePageProps } from '@/lib/page-loaders/menu-at-a-glance';
import { useMarket } from '@/lib/use-market';
import { GlanceCard } from './glance-card';
import { GlancePdfLink } from './pdf-link';

/** The country's name in the page's language ('Canada', '日本'). */
function countryName(locale: string, country: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

export function GlanceTemplate({ heading, intro, menu, state, breadcrumbs }: GlancePageProps) {
  const { locale, country, t } = useMarket();
  return (
    <ContentPage title={heading} intro={intro} breadcrumbs={breadcrumbs}>
      <Actions>
        <GlancePdfLink />
      </Actions>
      {state !== 'ready' || !menu ? (
        <Notice role={state === 'unavailable' ? 'alert' : 'status'}>{t(state === 'unavailable' ? 'glance.unavailable' : 'glance.empty')}</Notice>
      ) : (
        <>
          <Note>{t('glance.pricesNote', { country: countryName(locale, country) })}</Note>
          <Jump aria-label={t('glance.sectionNav')}>
            {menu.sections.map((section) => (
              <a key={section.slug} href={`#menu-${section.slug}`}>
                {section.title}
              </a>
            ))}
          </Jump>
          {menu.sections.map((section) => (
            <Section key={section.slug} id={`menu-${section.slug}`} title={section.title}>
              <Items>
                {section.items.map((item) => (
                  <GlanceCard key={item.slug} item={item} />
                ))}
              </Items>
            </Section>
          ))}
        </>
      )}
    </ContentPage>
  );
}

const Notice = styled.p`
  max-width: 48rem;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.mustard};
  background: ${({ theme }) => theme.colors.noticeBackground};
  color: ${({ theme }) => theme.colors.noticeText};
  font-weight: 600;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 0.875rem;
`;

const Jump = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xl};

  a {
    font-weight: 700;
    min-height: 2.75rem;
    display: inline-flex;
    align-items: center;
  }
`;

const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
