/**
 * /staff/menu/items (brand admins): the brand's menus (everyday, catering, holiday …) as a tree
 * beside an editor of what is chosen in it: a category's or subcategory's titles and position, an
 * item's titles, descriptions, calories, allergens, subcategories and how it is sold, and its
 * option groups; or a new category (of a menu type), subcategory or item. Each can be deleted
 * after a confirmation step. Choosing moves the focus to the editor's heading. What happened, or
 * why it was refused, is said above the tree.
 */
import { useEffect, useRef, useState } from 'react';
import type { OrderCategoryId } from '@/domain/ordering/handoffs';
import {
  changeCategory,
  changeMenuItem,
  changeOptionGroups,
  changeSubcategory,
  createCategory,
  createMenuItem,
  createSubcategory,
  deleteCategory,
  deleteMenuItem,
  deleteSubcategory,
  type MenuDeletion,
  type MenuTree,
} from '@/lib/api/staff-menu-items';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { categorySlugOf } from '@/domain/ordering/handoffs';
import { ConsoleAlert, ConsoleButton, ConsolePage } from '../console-page';
import { CategoryForm } from './category-form';
import { ConfirmDelete } from './confirm-delete';
import { ItemForm } from './item-form';
import { MenuTreeNav } from './menu-tree';
import { OptionGroupsForm } from './option-groups-form';
import { useMenuItems, type MenuChoice } from './use-menu-items';
import styles from './menu-items.module.css';

export type MenuItemsData = { staff: StaffMember; tree: MenuTree };

const newest = <T extends { id: number }>(rows: T[]): T | undefined => rows.reduce<T | undefined>((best, row) => (!best || row.id > best.id ? row : best), undefined);

export function MenuItemsTemplate({ staff, tree: initial }: MenuItemsData) {
  const { t } = useMarket();
  const { tree, choice, choose, loaded, loadItem, notice, busy, saveInTree, saveItem, deleteInTree, ctx } = useMenuItems(initial);
  const heading = useRef<HTMLHeadingElement>(null);
  const chosenOnce = useRef(false);
  /** The delete waiting for its confirmation, on the row chosen. */
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    setDeleting(null);
    if (!choice && !chosenOnce.current) return;
    chosenOnce.current = true;
    heading.current?.focus();
  }, [choice?.kind, choice && 'id' in choice ? choice.id : null]); // eslint-disable-line react-hooks/exhaustive-deps

  /** The delete button of a row, and once pressed, the step that confirms it. */
  const deleteStep = (key: string, kind: 'category' | 'subcategory' | 'item', title: string, call: () => Promise<MenuDeletion>) => (
    <>
      {deleting !== key && (
        <div className={styles.buttons}>
          <ConsoleButton type="button" disabled={busy} onClick={() => setDeleting(key)}>
            {t(`staffMenuItems.delete.${kind}`, { title })}
          </ConsoleButton>
        </div>
      )}
      {deleting === key && (
        <ConfirmDelete
          title={t(`staffMenuItems.confirm.${kind}.title`, { title })}
          text={t(`staffMenuItems.confirm.${kind}.text`, { title })}
          yes={t('staffMenuItems.confirm.yes')}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void deleteInTree(call, (outcome) => t(outcome === 'archived' ? 'staffMenuItems.done.archived' : 'staffMenuItems.done.deleted', { title }))}
        />
      )}
    </>
  );

  const categories = tree.categories;
  const subcategories = categories.flatMap((category) => category.subcategories);
  const category = (id: number) => categories.find((row) => row.id === id);
  const subcategory = (id: number) => subcategories.find((row) => row.id === id);
  const menuTypeOf = (subcategoryId: number): OrderCategoryId | undefined => categories.find((row) => row.subcategories.some((entry) => entry.id === subcategoryId))?.menuType;
  const cancel = () => choose(null);

  const editor = (current: MenuChoice | null) => {
    if (!current) return { title: t('staffMenuItems.treeTitle'), body: <p>{t('staffMenuItems.chooseSomething')}</p> };
    switch (current.kind) {
      case 'newCategory':
        return {
          title: t('staffMenuItems.heading.newCategory'),
          body: (
            <CategoryForm key="new-category" idPrefix="category-new" languages={tree.languages} current={null} saveKey="staffMenuItems.save.category" busy={busy} onCancel={cancel} asksMenuType
              onSave={(request, menuType) => void saveInTree(() => createCategory(ctx(), { ...request, menuType }), (answer) => ({ text: t('staffMenuItems.done.category', { title: request.title }), then: { kind: 'category', id: newest(answer.categories)!.id } }))}
            />
          ),
        };
      case 'category': {
        const row = category(current.id);
        if (!row) return null;
        return {
          title: t('staffMenuItems.heading.category', { title: row.title }),
          body: (
            <>
              <p>{t('staffMenuItems.menuTypeIs', { menuType: t(`menu.category.${categorySlugOf(row.menuType)}`) })}</p>
              <CategoryForm key={`category-${row.id}`} idPrefix={`category-${row.id}`} languages={tree.languages} current={row} saveKey="staffMenuItems.save.category" busy={busy} onCancel={cancel}
                onSave={(request) => void saveInTree(() => changeCategory(ctx(), row.id, request), () => ({ text: t('staffMenuItems.done.category', { title: request.title }), then: current }))}
              />
              {deleteStep(`category-${row.id}`, 'category', row.title, () => deleteCategory(ctx(), row.id))}
            </>
          ),
        };
      }
      case 'newSubcategory': {
        const parent = category(current.categoryId);
        if (!parent) return null;
        return {
          title: t('staffMenuItems.heading.newSubcategory', { category: parent.title }),
          body: (
            <CategoryForm key={`new-subcategory-${parent.id}`} idPrefix="subcategory-new" languages={tree.languages} current={null} saveKey="staffMenuItems.save.subcategory" busy={busy} onCancel={cancel}
              onSave={(request) =>
                void saveInTree(() => createSubcategory(ctx(), parent.id, request), (answer) => {
                  const created = newest(answer.categories.find((row) => row.id === parent.id)?.subcategories ?? []);
                  return { text: t('staffMenuItems.done.subcategory', { title: request.title }), then: created ? { kind: 'subcategory', id: created.id } : null };
                })
              }
            />
          ),
        };
      }
      case 'subcategory': {
        const row = subcategory(current.id);
        if (!row) return null;
        return {
          title: t('staffMenuItems.heading.subcategory', { title: row.title }),
          body: (
            <>
              <CategoryForm key={`subcategory-${row.id}`} idPrefix={`subcategory-${row.id}`} languages={tree.languages} current={row} saveKey="staffMenuItems.save.subcategory" busy={busy} onCancel={cancel}
                onSave={(request) => void saveInTree(() => changeSubcategory(ctx(), row.id, request), () => ({ text: t('staffMenuItems.done.subcategory', { title: request.title }), then: current }))}
              />
              {deleteStep(`subcategory-${row.id}`, 'subcategory', row.title, () => deleteSubcategory(ctx(), row.id))}
            </>
          ),
        };
      }
      case 'newItem': {
        const parent = subcategory(current.subcategoryId);
        if (!parent) return null;
        return {
          title: t('staffMenuItems.heading.newItem', { subcategory: parent.title }),
          body: (
            <ItemForm key={`new-item-${parent.id}`} tree={tree} item={null} subcategoryId={parent.id} menuType={menuTypeOf(parent.id)} busy={busy} onCancel={cancel}
              onSave={(request, basePrice) => void saveItem(() => createMenuItem(ctx(), { ...request, basePrice: basePrice ?? '' }), (item) => t('staffMenuItems.done.item', { title: item.title }))}
            />
          ),
        };
      }
      case 'item':
        return itemEditor(current.id);
    }
  };

  const itemEditor = (itemId: number) => {
    const title = tree.items.find((row) => row.id === itemId)?.title ?? String(itemId);
    if (!loaded || loaded.status === 'loading') return { title: t('staffMenuItems.heading.item', { title }), body: <p role="status">{t('staffMenuItems.loading', { item: title })}</p> };
    if (loaded.status === 'failed') {
      return {
        title: t('staffMenuItems.heading.item', { title }),
        body: (
          <>
            <ConsoleAlert role="alert">{t('staffMenuItems.loadFailed', { item: title, reason: loaded.text })}</ConsoleAlert>
            <ConsoleButton type="button" onClick={() => void loadItem(itemId)}>
              {t('staffMenuItems.tryAgain')}
            </ConsoleButton>
          </>
        ),
      };
    }
    const { item } = loaded;
    const version = JSON.stringify(item);
    return {
      title: t('staffMenuItems.heading.item', { title: item.title }),
      body: (
        <>
          <ItemForm key={`item-${version}`} tree={tree} item={item} busy={busy} onCancel={cancel}
            onSave={(request) => void saveItem(() => changeMenuItem(ctx(), item.id, request), (saved) => t('staffMenuItems.done.item', { title: saved.title }))}
          />
          <OptionGroupsForm key={`groups-${version}`} item={item} languages={tree.languages} allergens={tree.allergens} busy={busy}
            onSave={(request) => void saveItem(() => changeOptionGroups(ctx(), item.id, request), (saved) => t('staffMenuItems.done.groups', { title: saved.title }))}
          />
          {deleteStep(`item-${item.id}`, 'item', item.title, () => deleteMenuItem(ctx(), item.id))}
        </>
      ),
    };
  };

  const shown = editor(choice) ?? editor(null)!;
  return (
    <ConsolePage staff={staff} title={t('staffMenuItems.title')} current="menu-items">
      <p>{t('staffMenuItems.intro')}</p>
      <div aria-live="polite">{notice?.kind === 'done' && <Done role="status">{notice.text}</Done>}</div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
      <Layout>
        <MenuTreeNav tree={tree} choice={choice} busy={busy} onChoose={choose} />
        <section className={styles.editor} aria-labelledby="menu-editor-title">
          <h2 id="menu-editor-title" ref={heading} tabIndex={-1}>
            {shown.title}
          </h2>
          {shown.body}
        </section>
      </Layout>
    </ConsolePage>
  );
}

const Done = classed('p', styles.done);
const Layout = classed('div', styles.layout);
