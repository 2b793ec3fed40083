/**
 * The loaders of Menu At A Glance:
 *  - /menu: the brand's everyday menu from the API (MENU_AT_A_GLANCE_MENU_ID), under the heading
 *    and intro of the content page. When the API cannot answer, the page still renders, saying so
 *    beside the PDF link (state 'unavailable'), and is not shared-cached;
 *  - /menu/[slug]: one item; an unknown slug is the 404 page. When the diner already has an order
 *    of the item's category, "Order this" goes straight to the item at that order's restaurant.
 *    `?order=this` (the "Order this" link without JavaScript) stores the item and goes on to the
 *    restaurant finder of its category.
 */
import { getContent, getPageMeta } from '@/content';
import type { MenuAtAGlance, PageMeta } from '@/domain/content/types';
import { typeParamOfHandoffId, isHandoffId } from '@/domain/ordering/handoffs';
import { ORDER_CATEGORY_BY_SLUG } from '@/domain/ordering/handoffs';
import { fetchContentPage } from '../api/content';
import {
  fetchGlanceItem,
  fetchGlanceMenu,
  type GlanceItemView,
  type GlanceMenuView,
} from '../api/menu-at-a-glance';
import { GLANCE_PATH, glanceItemPath } from '../glance-paths';
import { isNotFound } from '../api/locations';
import { isServiceUnavailable } from '../api/unavailable';
import type { ApiContext } from '../api/client';
import { currentOrder } from '../current-order';
import type { HeadCrumb } from '../page-head';
import { contentHead } from '../seo/content-head';
import { headFallback } from './content';
import { rememberGlanceChoiceCookie } from '../glance-choice';
import { localizedPath } from '@/domain/markets';
import { paramOf, withPage, type LoaderArgs } from './with-page';

type GlanceState = 'ready' | 'empty' | 'unavailable';

export type GlancePageProps = {
  heading: string;
  intro: string;
  menu: GlanceMenuView | null;
  state: GlanceState;
  breadcrumbs: HeadCrumb[];
};

/** The content page's texts and meta, or the bundled ones when the content API cannot answer. */
async function glanceContent(api: ApiContext): Promise<{ data: MenuAtAGlance; meta: PageMeta | null }> {
  try {
    return await fetchContentPage(api, 'menuAtAGlance', GLANCE_PATH);
  } catch (error) {
    console.warn('Menu At A Glance shows its bundled texts:', (error as Error)?.message ?? error);
    return { data: getContent('menuAtAGlance', api.locale), meta: getPageMeta(GLANCE_PATH, api.locale) };
  }
}

/** The menu, or why there is none: an unknown menu id is an empty menu, any other failure unavailable. */
async function glanceMenu(api: ApiContext, menuId: number): Promise<{ menu: GlanceMenuView | null; state: GlanceState }> {
  try {
    const menu = await fetchGlanceMenu(api, menuId);
    return { menu, state: menu.sections.length > 0 ? 'ready' : 'empty' };
  } catch (error) {
    if (isNotFound(error)) {
      console.warn(`Menu At A Glance: menu ${menuId} does not exist (MENU_AT_A_GLANCE_MENU_ID)`);
      return { menu: null, state: 'empty' };
    }
    console.error('Menu At A Glance could not load the menu:', isServiceUnavailable(error) ? (error as Error)?.message : error);
    return { menu: null, state: 'unavailable' };
  }
}

export async function loadGlancePage({ api, t, config }: LoaderArgs) {
  const [content, { menu, state }] = await Promise.all([glanceContent(api), glanceMenu(api, config.glanceMenuId)]);
  const head = contentHead(content.meta, GLANCE_PATH, { title: t('glance.metaTitle'), description: t('glance.metaDescription') });
  const props: GlancePageProps = { heading: content.data.heading, intro: content.data.intro, menu, state, breadcrumbs: head.breadcrumbs ?? [] };
  return { props, head };
}

export const glancePageProps = withPage<GlancePageProps>(loadGlancePage, { publicCache: (props) => props.state === 'ready' });

export type GlanceItemPageProps = {
  slug: string;
  item: GlanceItemView | null;
  /** The item at the restaurant of the diner's order, when there is one of the item's category. */
  orderPath: string | null;
  orderStore: string | null;
};

/** The item's page at the restaurant of the diner's open order, when the order's category is the item's. */
async function pathAtOrderStore(api: ApiContext, item: GlanceItemView): Promise<{ orderPath: string; orderStore: string } | null> {
  const order = await currentOrder(api).catch(() => null);
  if (!order || order.categoryId !== ORDER_CATEGORY_BY_SLUG[item.categorySlug]) return null;
  const type = isHandoffId(order.handoffId) ? typeParamOfHandoffId(order.handoffId) : null;
  const path = `/quote/${item.categorySlug}/${encodeURIComponent(order.location.slug)}/${encodeURIComponent(item.section.slug)}/${encodeURIComponent(item.slug)}`;
  return { orderPath: type ? `${path}?type=${type}` : path, orderStore: order.location.title };
}

export async function loadGlanceItemPage({ api, t, params, query, market }: LoaderArgs) {
  const slug = paramOf(params, 'slug').toLowerCase();
  const menuCrumb = { name: t('glance.metaTitle'), path: GLANCE_PATH };
  let item: GlanceItemView;
  try {
    item = await fetchGlanceItem(api, slug);
  } catch (error) {
    if (isNotFound(error) || !isServiceUnavailable(error)) throw error;
    const props: GlanceItemPageProps = { slug, item: null, orderPath: null, orderStore: null };
    return { props, head: { title: t('glance.metaTitle'), description: t('glance.metaDescription'), path: glanceItemPath(slug), preventIndexing: true } };
  }
  if (query.order === 'this') {
    const destination = localizedPath(market.locale, `/quote/${item.categorySlug}`);
    return { redirect: { destination, permanent: false }, cookies: [rememberGlanceChoiceCookie(item.slug)] };
  }
  const atStore = await pathAtOrderStore(api, item);
  const props: GlanceItemPageProps = { slug, item, orderPath: atStore?.orderPath ?? null, orderStore: atStore?.orderStore ?? null };
  return {
    props,
    head: {
      title: t('glance.item.metaTitle', { item: item.title }),
      description: item.description || headFallback(t).description,
      path: glanceItemPath(item.slug),
      scope: 'all' as const,
      breadcrumbs: [menuCrumb, { name: item.title, path: glanceItemPath(item.slug) }],
    },
  };
}

export const glanceItemPageProps = withPage<GlanceItemPageProps>(loadGlanceItemPage, { publicCache: (props) => props.item !== null });
