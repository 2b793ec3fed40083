/** Upsell and cross-sell: a few items offered beside the one on the page, each leading to its page. */
import styled from 'styled-components';
import { ItemCard } from '@/components/menu/item-card';
import type { MenuItemCard } from '@/lib/api/menus';

type Props = { title: string; items: MenuItemCard[]; hrefOf: (item: MenuItemCard) => string };

export function SuggestedItems({ title, items, hrefOf }: Props) {
  if (items.length === 0) return null;
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      <Grid>
        {items.map((item) => (
          <ItemCard key={item.id} item={item} href={hrefOf(item)} />
        ))}
      </Grid>
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    font-size: 1.5rem;
    text-transform: uppercase;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
