/**
 * /quote/[category]/[storeSlug]?type=carryout|delivery: a store's menu for one category, and
 * /quote/[category]/[storeSlug]/[subcategory]: one of its sections. When the store takes online
 * orders, every available item leads to its item page; otherwise a message says why. The diner's
 * "without" filter hides what cannot be made without the allergens they avoid.
 */
import { AvoidFilterPanel } from '@/components/allergens/avoid-filter-panel';
import { useAvoidFilter } from '@/components/allergens/use-avoid-filter';
import { canOrderWithout } from '@/domain/allergens/resolution';
import { MenuSection } from './menu-section';
import { Container } from '@/components/common/container';
import { OrderingNotice } from '@/components/locations/ordering-notice';
import type { Crumb } from '@/components/common/breadcrumbs';
import { PageIntro } from '@/components/locations/page-intro';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { MenuStore } from '@/lib/api/locations';
import type { MenuCategory, MenuItemCard, MenuSection as Section } from '@/lib/api/menus';
import { useT } from '@/lib/use-t';

type Props = {
  store: MenuStore;
  category: MenuCategory;
  sections: Section[];
  handoff: HandoffTypeParam;
  /** Set on a subcategory page: the one section shown. */
  subcategory?: boolean;
};

const enc = encodeURIComponent;

export function menuPagePath(category: string, storeSlug: string, handoff: HandoffTypeParam): string {
  return `/quote/${enc(category)}/${enc(storeSlug)}?type=${handoff}`;
}

export function sectionPath(category: string, storeSlug: string, section: string, handoff: HandoffTypeParam): string {
  return `/quote/${enc(category)}/${enc(storeSlug)}/${enc(section)}?type=${handoff}`;
}

export function itemPath(category: string, storeSlug: string, section: string, item: string, handoff: HandoffTypeParam): string {
  return `/quote/${enc(category)}/${enc(storeSlug)}/${enc(section)}/${enc(item)}?type=${handoff}`;
}

export function MenuTemplate({ store, category, sections, handoff, subcategory = false }: Props) {
  const t = useT();
  const orderable = store.onlineOrdering && store.acceptingOrders;
  const categoryName = t(`menu.category.${category}`);
  const crumbs: Crumb[] = [
    { label: t('menu.backToStore', { store: store.title }), href: store.path },
    { label: t('ordering.menu.changeStore'), href: `/quote/${enc(category)}?type=${handoff}` },
  ];
  if (subcategory) crumbs.push({ label: t('ordering.menu.backToMenu', { category: categoryName }), href: menuPagePath(category, store.slug, handoff) });
  const single = subcategory ? sections[0] : undefined;
  const filter = useAvoidFilter({ syncUrl: true });
  const orderableWithout = (item: MenuItemCard) => canOrderWithout(item.unavoidableAllergens, filter.allergens);
  const hiddenCount = sections.reduce((sum, section) => sum + section.items.filter((item) => !orderableWithout(item)).length, 0);
  return (
    <Container>
      <PageIntro
        title={single ? single.title : t('menu.title', { category: categoryName })}
        subtitle={t('ordering.menu.orderType', { handoff: t(`ordering.handoff.${handoff}`), store: store.title })}
        crumbs={crumbs}
      />
      <OrderingNotice onlineOrdering={store.onlineOrdering} acceptingOrders={store.acceptingOrders} />
      {sections.length === 0 && <p>{t('menu.empty')}</p>}
      {sections.some((section) => section.items.length > 0) && <AvoidFilterPanel filter={filter} hiddenCount={hiddenCount} />}
      {sections.map((section, index) => (
        <MenuSection
          key={section.id}
          section={section}
          first={index === 0}
          single={single !== undefined}
          sectionHref={subcategory ? null : sectionPath(category, store.slug, section.slug, handoff)}
          itemHref={(item) => (orderable ? itemPath(category, store.slug, section.slug, item.slug, handoff) : null)}
          shown={orderableWithout}
        />
      ))}
    </Container>
  );
}
