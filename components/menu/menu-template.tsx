/**
 * /quote/[category]/[storeSlug]?type=carryout|delivery: a store's menu for one category, and
 * /quote/[category]/[storeSlug]/[subcategory]: one of its sections. The header says how and when
 * the order comes, with "Change". A sticky bar holds the category chips and the "Filter" button,
 * whose "without" choices hide what cannot be made without the allergens the diner avoids. When
 * the store takes online orders, every available item leads to its item page, and an item with
 * nothing to choose is added in one tap; otherwise a message says why.
 */
import { useRef } from 'react';
import { classed } from '@/lib/classed';
import { AvoidFilterDisclosure } from '@/components/allergens/avoid-filter-disclosure';
import { useAvoidFilter } from '@/components/allergens/use-avoid-filter';
import { canOrderWithout } from '@/domain/allergens/resolution';
import { CategoryChips, type ChipTarget } from './category-chips';
import { MenuHeader } from './menu-header';
import { MenuSection, menuSectionAnchor, menuSectionHeadingId } from './menu-section';
import { QuickAddButton } from './quick-add-button';
import { TaxInclusiveNote } from './tax-inclusive-note';
import { useQuickAdd } from './use-quick-add';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { OrderingNotice } from '@/components/locations/ordering-notice';
import { PauseNotice } from '@/components/locations/pause-notice';
import type { Crumb } from '@/components/common/breadcrumbs';
import { handoffIdOfTypeParam, type HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { MenuReadiness, MenuStore } from '@/lib/api/locations';
import type { MenuCategory, MenuItemCard, MenuSection as Section } from '@/lib/api/menus';
import { useT } from '@/lib/use-t';
import { itemPath, menuPagePath, sectionPath } from './menu-paths';
import styles from './menu-template.module.css';

type Props = {
  store: MenuStore;
  category: MenuCategory;
  sections: Section[];
  handoff: HandoffTypeParam;
  /** How soon an order is ready, for the header; null when unknown or not orderable. */
  readiness?: MenuReadiness | null;
  /** Set on a subcategory page: the one section shown. */
  subcategory?: boolean;
};

export function MenuTemplate({ store, category, sections, handoff, readiness = null, subcategory = false }: Props) {
  const t = useT();
  const orderable = store.onlineOrdering && store.acceptingOrders;
  const categoryName = t(`menu.category.${category}`);
  // Changing the store or the handoff is the header's "Change".
  const crumbs: Crumb[] = [{ label: t('menu.backToStore', { store: store.title }), href: store.path }];
  if (subcategory) crumbs.push({ label: t('ordering.menu.backToMenu', { category: categoryName }), href: menuPagePath(category, store.slug, handoff) });
  const single = subcategory ? sections[0] : undefined;
  const filter = useAvoidFilter({ syncUrl: true });
  const quickAdd = useQuickAdd({ storeId: store.id, category, handoff });
  const barRef = useRef<HTMLDivElement>(null);
  const orderableWithout = (item: MenuItemCard) => canOrderWithout(item.unavoidableAllergens, filter.allergens);
  const hiddenCount = sections.reduce((sum, section) => sum + section.items.filter((item) => !orderableWithout(item)).length, 0);
  const chips: ChipTarget[] = single
    ? []
    : sections.map((section) => ({ anchor: menuSectionAnchor(section), headingId: menuSectionHeadingId(section), title: section.title }));
  const quickAddOf = (section: Section) => (item: MenuItemCard) =>
    orderable && item.available && item.quickAddOptionIds !== null ? (
      <QuickAddButton item={item} adding={quickAdd.addingId === item.id} onAdd={() => void quickAdd.addOne(item, section.id)} />
    ) : null;
  return (
    <Container>
      <MenuHeader
        title={single ? single.title : t('menu.title', { category: categoryName })}
        crumbs={crumbs}
        storeTitle={store.title}
        category={category}
        handoff={handoff}
        readiness={readiness}
      />
      <OrderingNotice onlineOrdering={store.onlineOrdering} acceptingOrders={store.acceptingOrders} />
      <PauseNotice pauses={store.pauses} handoffId={handoffIdOfTypeParam(handoff)} />
      <TaxInclusiveNote />
      {orderable && category === 'everyday' && !subcategory && (
        <p>
          <MarketLink href={`/group-order/${store.slug}`}>{t('groupOrders.start.link')}</MarketLink>
        </p>
      )}
      {sections.length === 0 && <p>{t('menu.empty')}</p>}
      {sections.some((section) => section.items.length > 0) && (
        <Bar ref={barRef}>
          {chips.length > 1 && <CategoryChips targets={chips} barRef={barRef} />}
          <AvoidFilterDisclosure filter={filter} hiddenCount={hiddenCount} />
        </Bar>
      )}
      {sections.map((section, index) => (
        <MenuSection
          key={section.id}
          section={section}
          first={index === 0}
          single={single !== undefined}
          sectionHref={subcategory ? null : sectionPath(category, store.slug, section.slug, handoff)}
          itemHref={(item) => (orderable ? itemPath(category, store.slug, section.slug, item.slug, handoff) : null)}
          shown={orderableWithout}
          itemAction={quickAddOf(section)}
        />
      ))}
    </Container>
  );
}

/** Sticks to the top of the screen while the menu scrolls: the chips on the left, "Filter" on the right, its choices below. */
const Bar = classed('div', styles.bar);
