/** /menu: Menu At A Glance, section by section, with the PDF to download or print. */
import styled from 'styled-components';
import { Actions, ContentLink } from './content-link';
import { ContentPage, Section } from './content-page';
import { PDF } from '@/content/brand';
import type { GlanceItem, MenuAtAGlance } from '@/domain/content/types';
import { formatMoney } from '@/domain/money';
import type { HeadCrumb } from '@/lib/page-head';
import { useMarket } from '@/lib/use-market';
import { primaryButton } from '@/styles/buttons';

function Price({ item }: { item: GlanceItem }) {
  const { locale, t } = useMarket();
  if (!item.price) return <span>{t('content.menu.marketPrice')}</span>;
  // Reference prices are in US dollars (domain/content/types.ts GlanceItem), whatever the market.
  return <span>{t(`content.menu.unit.${item.unit}`, { price: formatMoney(item.price, locale, 'USD') })}</span>;
}

export function MenuGlanceTemplate({ menu, breadcrumbs }: { menu: MenuAtAGlance; breadcrumbs: HeadCrumb[] }) {
  const { t } = useMarket();
  return (
    <ContentPage title={menu.heading} intro={menu.intro} breadcrumbs={breadcrumbs}>
      <Actions>
        <PdfLink href={PDF.menuAtAGlance}>{t('content.menu.pdf')}</PdfLink>
      </Actions>
      {menu.sections.map((section) => (
        <Section key={section.id} id={`menu-${section.id}`} title={section.title}>
          {section.note && <p>{section.note}</p>}
          <Items>
            {section.items.map((item) => (
              <div key={item.slug}>
                <dt>
                  {item.name} <Price item={item} />
                </dt>
                <dd>{item.description}</dd>
              </div>
            ))}
          </Items>
        </Section>
      ))}
      <Footnote>{menu.footnote}</Footnote>
    </ContentPage>
  );
}

const PdfLink = styled(ContentLink)`
  ${primaryButton}
  &:hover {
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Items = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
  gap: ${({ theme }) => theme.space.md};

  dt {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }
  dd {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    color: ${({ theme }) => theme.colors.smoke};
  }
`;

const Footnote = styled.p`
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 0.875rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;
