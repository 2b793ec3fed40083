/** The menu editing screen's routes under /online-ordering (contract: domain/wire/staff-menu-items.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_MENU_ITEMS_PATHS as PATHS } from '@/domain/wire/staff-menu-items';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { changeCategory, changeSubcategory, createCategory, createSubcategory } from './categories';
import { deleteCategory, deleteItem, deleteSubcategory } from './deletes';
import { changeOptionGroups } from './option-groups';
import { changeItem, createItem, menuItem, menuTree, type MenuItemsDeps } from './service';
import {
  changeCategorySchema,
  changeItemSchema,
  changeSubcategorySchema,
  createCategorySchema,
  createItemSchema,
  createSubcategorySchema,
  deleteCategorySchema,
  deleteItemSchema,
  deleteSubcategorySchema,
  itemSchema,
  optionGroupsSchema,
  treeSchema,
} from './schema';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id });

const menuItemRoutes: FastifyPluginAsyncTypebox<{ deps: MenuItemsDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  const ready = { preHandler: guards.ready };

  app.get(PATHS.tree, { schema: treeSchema, ...ready }, async (request) => menuTree(deps.db, signedInStaff(request)));

  app.post(PATHS.categories, { schema: createCategorySchema, ...ready }, async (request) =>
    createCategory(deps, callerOf(request), signedInStaff(request), request.body),
  );

  app.put(PATHS.category, { schema: changeCategorySchema, ...ready }, async (request) =>
    changeCategory(deps, callerOf(request), signedInStaff(request), request.params.categoryId, request.body),
  );

  app.delete(PATHS.category, { schema: deleteCategorySchema, ...ready }, async (request) =>
    deleteCategory(deps, callerOf(request), signedInStaff(request), request.params.categoryId),
  );

  app.post(PATHS.subcategories, { schema: createSubcategorySchema, ...ready }, async (request) =>
    createSubcategory(deps, callerOf(request), signedInStaff(request), request.params.categoryId, request.body),
  );

  app.put(PATHS.subcategory, { schema: changeSubcategorySchema, ...ready }, async (request) =>
    changeSubcategory(deps, callerOf(request), signedInStaff(request), request.params.subcategoryId, request.body),
  );

  app.delete(PATHS.subcategory, { schema: deleteSubcategorySchema, ...ready }, async (request) =>
    deleteSubcategory(deps, callerOf(request), signedInStaff(request), request.params.subcategoryId),
  );

  app.get(PATHS.item, { schema: itemSchema, ...ready }, async (request) => menuItem(deps.db, signedInStaff(request), request.params.itemId));

  app.post(PATHS.items, { schema: createItemSchema, ...ready }, async (request) =>
    createItem(deps, callerOf(request), signedInStaff(request), request.body),
  );

  app.put(PATHS.item, { schema: changeItemSchema, ...ready }, async (request) =>
    changeItem(deps, callerOf(request), signedInStaff(request), request.params.itemId, request.body),
  );

  app.delete(PATHS.item, { schema: deleteItemSchema, ...ready }, async (request) =>
    deleteItem(deps, callerOf(request), signedInStaff(request), request.params.itemId),
  );

  app.put(PATHS.optionGroups, { schema: optionGroupsSchema, ...ready }, async (request) =>
    changeOptionGroups(deps, callerOf(request), signedInStaff(request), request.params.itemId, request.body),
  );
};

export default menuItemRoutes;
