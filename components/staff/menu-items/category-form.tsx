/**
 * A category's or subcategory's form, new or changed: its English title, its title in each of
 * the brand's languages and its position; a new category also its menu type (everyday, catering,
 * holiday …), which then stays. A blank English title is refused before anything is sent.
 */
import { useState, type FormEvent } from 'react';
import { MENU_EDITING_MESSAGES, MENU_TEXT_LIMITS } from '@/domain/menu/menu-editing-messages';
import { categorySlugOf, ORDER_CATEGORY, ORDER_CATEGORY_IDS, type OrderCategoryId } from '@/domain/ordering/handoffs';
import type { MenuCategoryRequest, MenuText } from '@/lib/api/staff-menu-items';
import type { MessageKey } from '@/lib/i18n-core';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { TextsFields } from './texts-fields';
import { draftOfTexts, textsOfDraft } from './texts-draft';
import styles from './menu-items.module.css';

type Props = {
  idPrefix: string;
  languages: string[];
  current: { title: string; texts: MenuText[]; sortOrder: number } | null;
  saveKey: MessageKey;
  busy: boolean;
  /** A new category: its menu type is chosen here and sent with it. */
  asksMenuType?: boolean;
  onSave: (request: MenuCategoryRequest, menuType: OrderCategoryId) => void;
  onCancel: () => void;
};

export function CategoryForm({ idPrefix, languages, current, saveKey, busy, asksMenuType = false, onSave, onCancel }: Props) {
  const { t } = useMarket();
  const [title, setTitle] = useState(current?.title ?? '');
  const [texts, setTexts] = useState(() => draftOfTexts(current?.texts ?? [], languages));
  const [sortOrder, setSortOrder] = useState(String(current?.sortOrder ?? 0));
  const [menuType, setMenuType] = useState<OrderCategoryId>(ORDER_CATEGORY.everyday);
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setProblem(t.dynamic('staffMenuItems.error.staff_menu_items_title_required', MENU_EDITING_MESSAGES.titleRequired));
      return;
    }
    setProblem(null);
    const order = Math.min(MENU_TEXT_LIMITS.sortOrder, Math.max(0, Math.trunc(Number(sortOrder) || 0)));
    onSave({ title: title.trim(), texts: textsOfDraft(texts), sortOrder: order }, menuType);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <ConsoleField>
        <label htmlFor={`${idPrefix}-title`}>{t('staffMenuItems.field.title')}</label>
        <input id={`${idPrefix}-title`} value={title} maxLength={MENU_TEXT_LIMITS.title} required disabled={busy} aria-invalid={problem !== null} aria-describedby={problem ? `${idPrefix}-problem` : undefined} onChange={(event) => setTitle(event.target.value)} />
        {problem && (
          <span id={`${idPrefix}-problem`} role="alert" className={styles.problem}>
            {problem}
          </span>
        )}
      </ConsoleField>
      {asksMenuType && (
        <ConsoleField>
          <label htmlFor={`${idPrefix}-menu-type`}>{t('staffMenuItems.field.menuType')}</label>
          <select id={`${idPrefix}-menu-type`} value={menuType} disabled={busy} aria-describedby={`${idPrefix}-menu-type-help`} onChange={(event) => setMenuType(Number(event.target.value) as OrderCategoryId)}>
            {ORDER_CATEGORY_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`menu.category.${categorySlugOf(id)}`)}
              </option>
            ))}
          </select>
          <small id={`${idPrefix}-menu-type-help`}>{t('staffMenuItems.field.menuTypeHelp')}</small>
        </ConsoleField>
      )}
      <TextsFields idPrefix={idPrefix} draft={texts} onChange={setTexts} titleKey="staffMenuItems.field.titleIn" disabled={busy} />
      <ConsoleField>
        <label htmlFor={`${idPrefix}-order`}>{t('staffMenuItems.field.sortOrder')}</label>
        <input id={`${idPrefix}-order`} type="number" inputMode="numeric" min={0} max={MENU_TEXT_LIMITS.sortOrder} value={sortOrder} disabled={busy} onChange={(event) => setSortOrder(event.target.value)} />
      </ConsoleField>
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t(saveKey)}
        </button>
        <ConsoleButton type="button" onClick={onCancel} disabled={busy}>
          {t('staffMenuItems.cancel')}
        </ConsoleButton>
      </div>
    </form>
  );
}
