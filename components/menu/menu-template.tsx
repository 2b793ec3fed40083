/** /quote/[category]/[storeSlug]: a store's menu for one category, read-only for now. */
import styled from 'styled-components';
import { ItemCard } from './item-card';
import { Container } from '@/components/common/container';
import { PageIntro } from '@/components/locations/page-intro';
import type { StoreSummary } from '@/lib/api/locations';
import type { MenuCategory, MenuSection } from '@/lib/api/menus';
import { useT } from '@/lib/use-t';
import { media } from '@/styles/media';

type Props = { store: StoreSummary; category: MenuCategory; sections: MenuSection[] };

export function MenuTemplate({ store, category, sections }: Props) {
  const t = useT();
  return (
    <Container>
      <PageIntro
        title={t('menu.title', { category: t(`menu.category.${category}`) })}
        subtitle={t('menu.at', { store: store.title })}
        crumbs={[{ label: t('menu.backToStore', { store: store.title }), href: store.path }]}
      />
      {sections.length === 0 && <p>{t('menu.empty')}</p>}
      {sections.map((section) => (
        <Section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`}>{section.title}</h2>
          {section.items.length === 0 ? (
            <p>{t('menu.sectionEmpty')}</p>
          ) : (
            <Grid>
              {section.items.map((item) => (
                <ItemCard key={item.id} item={item} />
              ))}
            </Grid>
          )}
        </Section>
      ))}
    </Container>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    font-size: 1.75rem;
    text-transform: uppercase;
    border-bottom: 4px solid ${({ theme }) => theme.colors.ember};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.below('mobile')} {
    grid-template-columns: 1fr;
  }
`;
