/**
 * The menu editing screen's calls (contract: domain/wire/staff-menu-items.ts): the menu tree, one
 * item, a category or subcategory added, changed or deleted, an item added, changed or deleted,
 * and an item's option groups. Each takes a staff context (lib/staff/session.ts).
 */
import {
  STAFF_MENU_ITEMS_PATHS as PATHS,
  staffMenuItemsPath,
  type WireMenuCategoryRequest,
  type WireMenuDeletion,
  type WireMenuItem,
  type WireMenuItemRequest,
  type WireMenuText,
  type WireMenuTextRequest,
  type WireMenuTree,
  type WireNewMenuCategoryRequest,
  type WireNewMenuItemRequest,
  type WireOptionGroupsRequest,
} from '@/domain/wire/staff-menu-items';
import { apiDelete, apiGet, apiPost, apiPut, type ApiContext } from './client';

export type MenuTree = WireMenuTree;
export type MenuItem = WireMenuItem;
export type MenuCategoryRequest = WireMenuCategoryRequest;
export type MenuItemRequest = WireMenuItemRequest;
export type OptionGroupsRequest = WireOptionGroupsRequest;
export type MenuText = WireMenuText;
export type MenuTextRequest = WireMenuTextRequest;
export type MenuDeletion = WireMenuDeletion;
export type NewMenuCategoryRequest = WireNewMenuCategoryRequest;

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchMenuTree(ctx: ApiContext): Promise<MenuTree> {
  return apiGet(ctx, path(PATHS.tree));
}

export function fetchMenuItem(ctx: ApiContext, itemId: number): Promise<MenuItem> {
  return apiGet(ctx, path(staffMenuItemsPath(PATHS.item, { itemId })));
}

export function createCategory(ctx: ApiContext, body: NewMenuCategoryRequest): Promise<MenuTree> {
  return apiPost(ctx, path(PATHS.categories), body);
}

export function changeCategory(ctx: ApiContext, categoryId: number, body: MenuCategoryRequest): Promise<MenuTree> {
  return apiPut(ctx, path(staffMenuItemsPath(PATHS.category, { categoryId })), body);
}

export function createSubcategory(ctx: ApiContext, categoryId: number, body: MenuCategoryRequest): Promise<MenuTree> {
  return apiPost(ctx, path(staffMenuItemsPath(PATHS.subcategories, { categoryId })), body);
}

export function changeSubcategory(ctx: ApiContext, subcategoryId: number, body: MenuCategoryRequest): Promise<MenuTree> {
  return apiPut(ctx, path(staffMenuItemsPath(PATHS.subcategory, { subcategoryId })), body);
}

export function createMenuItem(ctx: ApiContext, body: WireNewMenuItemRequest): Promise<MenuItem> {
  return apiPost(ctx, path(PATHS.items), body);
}

export function changeMenuItem(ctx: ApiContext, itemId: number, body: MenuItemRequest): Promise<MenuItem> {
  return apiPut(ctx, path(staffMenuItemsPath(PATHS.item, { itemId })), body);
}

export function changeOptionGroups(ctx: ApiContext, itemId: number, body: OptionGroupsRequest): Promise<MenuItem> {
  return apiPut(ctx, path(staffMenuItemsPath(PATHS.optionGroups, { itemId })), body);
}

export function deleteCategory(ctx: ApiContext, categoryId: number): Promise<MenuDeletion> {
  return apiDelete(ctx, path(staffMenuItemsPath(PATHS.category, { categoryId })));
}

export function deleteSubcategory(ctx: ApiContext, subcategoryId: number): Promise<MenuDeletion> {
  return apiDelete(ctx, path(staffMenuItemsPath(PATHS.subcategory, { subcategoryId })));
}

export function deleteMenuItem(ctx: ApiContext, itemId: number): Promise<MenuDeletion> {
  return apiDelete(ctx, path(staffMenuItemsPath(PATHS.item, { itemId })));
}
