/**
 * One section of a store's menu: its heading, a link to the section page, and the item cards the
 * diner's "without" filter leaves, with a line saying how many it hides. The section is the target
 * of its category chip (`menuSectionAnchor`); its heading takes focus after the jump.
 */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { CardGrid } from '@/components/common/card-grid';
import { MarketLink } from '@/components/common/market-link';
import { VisuallyHidden } from '@/components/layout/visually-hidden';
import type { MenuItemCard, MenuSection as Section } from '@/lib/api/menus';
import { useT } from '@/lib/use-t';
import { ItemCard } from './item-card';
import styles from './menu-section.module.css';

type Props = {
  section: Section;
  /** The section page: the section is the page's subject, its title the h1. */
  single: boolean;
  /** The link to the section's own page, on a whole-menu page. */
  sectionHref: string | null;
  /** The item page of a card, or null when the store takes no orders. */
  itemHref: (item: MenuItemCard) => string | null;
  shown: (item: MenuItemCard) => boolean;
  /** What a card offers besides its link (the one-tap add), if anything. */
  itemAction?: (item: MenuItemCard) => ReactNode;
  /** The first section on the page: its first pictures are above the fold on a phone. */
  first?: boolean;
};

/** How many of the first section's pictures load at once rather than when scrolled to. */
const EAGER_PICTURES = 2;

/** The id of a section on its menu page, which its chip links to (`#menu-sides`). */
export const menuSectionAnchor = (section: Pick<Section, 'slug'>) => `menu-${section.slug}`;

/** The id of a section's heading. */
export const menuSectionHeadingId = (section: Pick<Section, 'id'>) => `section-${section.id}`;

export function MenuSection({ section, single, sectionHref, itemHref, shown, itemAction, first = false }: Props) {
  const t = useT();
  const visible = section.items.filter(shown);
  const hidden = section.items.length - visible.length;
  const headingId = menuSectionHeadingId(section);
  return (
    <Block id={single ? undefined : menuSectionAnchor(section)} aria-labelledby={headingId}>
      <SectionHead>
        {single ? (
          <VisuallyHidden id={headingId}>{section.title}</VisuallyHidden>
        ) : (
          <h2 id={headingId} tabIndex={-1}>
            {section.title}
          </h2>
        )}
        {sectionHref && section.items.length > 0 && (
          <MarketLink href={sectionHref}>{t('ordering.menu.seeSection', { section: section.title })}</MarketLink>
        )}
      </SectionHead>
      {section.items.length === 0 && <p>{t('menu.sectionEmpty')}</p>}
      {hidden > 0 && <p>{t.count('allergens.filter.sectionHidden', hidden)}</p>}
      {visible.length > 0 && (
        <CardGrid $min="15rem" $stack>
          {visible.map((item, index) => (
            <ItemCard
              key={item.id}
              item={item}
              headingAs={single ? 'h2' : 'h3'}
              href={itemHref(item)}
              priority={first && index < EAGER_PICTURES}
              action={itemAction?.(item)}
            />
          ))}
        </CardGrid>
      )}
    </Block>
  );
}

/**
 * A section the diner has not scrolled to is not laid out or painted until it nears the screen
 * (its size until then is guessed, then remembered): a long menu lays out a screenful at first.
 */
const Block = classed('section', styles.block);

const SectionHead = classed('div', styles.sectionHead);
