/** Upsell and cross-sell: a few items offered beside the one on the page, each leading to its page. */
import { classed } from '@/lib/classed';
import { CardGrid } from '@/components/common/card-grid';
import { ItemCard } from '@/components/menu/item-card';
import type { MenuItemCard } from '@/lib/api/menus';
import styles from './suggested-items.module.css';

type Props = { title: string; items: MenuItemCard[]; hrefOf: (item: MenuItemCard) => string };

export function SuggestedItems({ title, items, hrefOf }: Props) {
  if (items.length === 0) return null;
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      <CardGrid $min="13rem">
        {items.map((item) => (
          <ItemCard key={item.id} item={item} href={hrefOf(item)} />
        ))}
      </CardGrid>
    </Section>
  );
}

const Section = classed('section', styles.section);
