/** "+ Add" on a menu row: adds the item in one tap; its name says which item, for screen readers. */
import { classed } from '@/lib/classed';
import type { MenuItemCard } from '@/lib/api/menus';
import { useT } from '@/lib/use-t';
import styles from './quick-add-button.module.css';

type Props = { item: MenuItemCard; adding: boolean; onAdd: () => void };

export function QuickAddButton({ item, adding, onAdd }: Props) {
  const t = useT();
  return (
    <Button type="button" aria-label={t('ordering.menu.quickAddLabel', { item: item.title })} aria-disabled={adding || undefined} onClick={adding ? undefined : onAdd}>
      <span aria-hidden="true">+</span> {t('ordering.menu.quickAdd')}
    </Button>
  );
}

const Button = classed('button', styles.button);
