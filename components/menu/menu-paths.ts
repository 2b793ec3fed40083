/**
 * The addresses of a store's menu, its sections and its items. A file of its own, without the
 * menu page (./menu-template.tsx re-exports them), because the item page links back to the menu
 * and must not carry the menu's filter, chips and cards to the browser.
 */
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';

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
