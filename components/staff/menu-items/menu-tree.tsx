/**
 * The brand's menus as a tree of buttons: each category (with its menu type), its subcategories and the items listed
 * in each (an item listed twice shows twice), with a button to add a subcategory or an item where
 * it goes, and one to add a category. The chosen one is marked for assistive technology too.
 */
import type { MenuTree } from '@/lib/api/staff-menu-items';
import { categorySlugOf } from '@/domain/ordering/handoffs';
import { useMarket } from '@/lib/use-market';
import type { MenuChoice } from './use-menu-items';
import styles from './menu-items.module.css';

type Props = { tree: MenuTree; choice: MenuChoice | null; busy: boolean; onChoose: (choice: MenuChoice) => void };

export function MenuTreeNav({ tree, choice, busy, onChoose }: Props) {
  const { t } = useMarket();
  const titles = new Map(tree.items.map((item) => [item.id, item.title]));
  const chosen = (kind: MenuChoice['kind'], id: number) => (choice?.kind === kind && 'id' in choice && choice.id === id ? 'true' : undefined);

  return (
    <nav className={styles.tree} aria-labelledby="menu-tree-title">
      <h2 id="menu-tree-title">{t('staffMenuItems.treeTitle')}</h2>
      {tree.categories.length === 0 && <p>{t('staffMenuItems.empty')}</p>}
      <ul>
        {tree.categories.map((category) => (
          <li key={category.id}>
            <button type="button" className={styles.category} aria-current={chosen('category', category.id)} aria-label={t('staffMenuItems.editCategory', { category: category.title })} onClick={() => onChoose({ kind: 'category', id: category.id })}>
              {category.title}
            </button>{' '}
            <span className={styles.muted}>({t(`menu.category.${categorySlugOf(category.menuType)}`)})</span>
            {category.subcategories.length === 0 && <p className={styles.muted}>{t('staffMenuItems.emptyCategory')}</p>}
            <ul>
              {category.subcategories.map((subcategory) => (
                <li key={subcategory.id}>
                  <button type="button" className={styles.subcategory} aria-current={chosen('subcategory', subcategory.id)} aria-label={t('staffMenuItems.editSubcategory', { subcategory: subcategory.title })} onClick={() => onChoose({ kind: 'subcategory', id: subcategory.id })}>
                    {subcategory.title}
                  </button>
                  {subcategory.itemIds.length === 0 && <p className={styles.muted}>{t('staffMenuItems.emptySubcategory')}</p>}
                  <ul>
                    {subcategory.itemIds.map((itemId) => (
                      <li key={itemId}>
                        <button type="button" className={styles.item} aria-current={chosen('item', itemId)} onClick={() => onChoose({ kind: 'item', id: itemId })}>
                          {titles.get(itemId) ?? String(itemId)}
                        </button>
                      </li>
                    ))}
                  </ul>
                  <button type="button" className={styles.add} disabled={busy} onClick={() => onChoose({ kind: 'newItem', subcategoryId: subcategory.id })}>
                    {t('staffMenuItems.add.item', { subcategory: subcategory.title })}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={styles.add} disabled={busy} onClick={() => onChoose({ kind: 'newSubcategory', categoryId: category.id })}>
              {t('staffMenuItems.add.subcategory', { category: category.title })}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.add} disabled={busy} onClick={() => onChoose({ kind: 'newCategory' })}>
        {t('staffMenuItems.add.category')}
      </button>
    </nav>
  );
}
