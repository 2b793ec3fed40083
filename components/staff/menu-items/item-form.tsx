/**
 * An item's form, new or changed: English title and description, both in each of the brand's
 * languages, calories, the allergens it contains (from the allergen list), the subcategories it
 * is listed in and, for a new item, its base price. The checks the API makes on calories, the
 * title, the subcategories and the price are made here first with the same messages.
 */
import { useState, type FormEvent } from 'react';
import type { AllergenId } from '@/domain/allergens/allergens';
import { MENU_EDITING_MESSAGES, MENU_TEXT_LIMITS, menuEditingErrorCode, type MenuEditingMessageName } from '@/domain/menu/menu-editing-messages';
import { caloriesProblem } from '@/domain/menu/option-group-rules';
import { MONEY_DECIMALS } from '@/domain/constants';
import { isPrice } from '@/domain/pricing/limits';
import { readAmount } from '@/domain/validation/amount-entry';
import { interpolate } from '@/domain/interpolate';
import type { MenuItem, MenuItemRequest, MenuTree } from '@/lib/api/staff-menu-items';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { TextsFields } from './texts-fields';
import { draftOfTexts, textsOfDraft } from './texts-draft';
import styles from './menu-items.module.css';

type Props = {
  tree: MenuTree;
  /** null: a new item, listed in `subcategoryId`. */
  item: MenuItem | null;
  subcategoryId?: number;
  busy: boolean;
  onSave: (request: MenuItemRequest, basePrice: string | null) => void;
  onCancel: () => void;
};

export function ItemForm({ tree, item, subcategoryId, busy, onSave, onCancel }: Props) {
  const { locale, currency, t } = useMarket();
  const id = item ? `item-${item.id}` : 'item-new';
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [texts, setTexts] = useState(() => draftOfTexts(item?.texts ?? [], tree.languages));
  const [calories, setCalories] = useState(item?.calories === null || item === null ? '' : String(item.calories));
  const [allergens, setAllergens] = useState<AllergenId[]>(item?.allergens ?? []);
  const [listed, setListed] = useState<number[]>(item?.subcategoryIds ?? (subcategoryId ? [subcategoryId] : []));
  const [basePrice, setBasePrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const say = (name: MenuEditingMessageName, params?: Record<string, string | number>) =>
    t.dynamic(`staffMenuItems.error.${menuEditingErrorCode(name)}`, interpolate(MENU_EDITING_MESSAGES[name], params), params);

  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    /** A base price is typed as the console's language writes money ('12,50' in French), with at most 2 decimals. */
    const entry = readAmount(basePrice, locale, currency, { decimals: MONEY_DECIMALS });
    const price = entry.ok ? entry.amount : '';
    const count = calories.trim() === '' ? null : Number(calories);
    const caloriesWrong = count !== null && Number.isNaN(count) ? { name: 'caloriesInvalid' as const, params: { max: MENU_TEXT_LIMITS.calories } } : caloriesProblem(count);
    const found = title.trim() === ''
      ? say('titleRequired')
      : caloriesWrong
        ? say(caloriesWrong.name, caloriesWrong.params)
        : listed.length === 0
          ? say('subcategoryRequired')
          : !item && !isPrice(price)
            ? say('basePriceInvalid')
            : null;
    setProblem(found);
    if (found) return;
    const request = { title: title.trim(), description: description.trim(), texts: textsOfDraft(texts, true), calories: count, allergens, subcategoryIds: listed };
    onSave(request, item ? null : price);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-describedby={problem ? `${id}-problem` : undefined}>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <ConsoleField>
        <label htmlFor={`${id}-title`}>{t('staffMenuItems.field.title')}</label>
        <input id={`${id}-title`} value={title} maxLength={MENU_TEXT_LIMITS.title} disabled={busy} onChange={(event) => setTitle(event.target.value)} />
      </ConsoleField>
      <ConsoleField>
        <label htmlFor={`${id}-description`}>{t('staffMenuItems.field.description')}</label>
        <textarea id={`${id}-description`} rows={2} value={description} maxLength={MENU_TEXT_LIMITS.description} disabled={busy} onChange={(event) => setDescription(event.target.value)} />
      </ConsoleField>
      <TextsFields idPrefix={id} draft={texts} onChange={setTexts} titleKey="staffMenuItems.field.titleIn" descriptionKey="staffMenuItems.field.descriptionIn" disabled={busy} />
      <ConsoleField>
        <label htmlFor={`${id}-calories`}>{t('staffMenuItems.field.calories')}</label>
        <input id={`${id}-calories`} type="number" inputMode="numeric" min={0} max={MENU_TEXT_LIMITS.calories} value={calories} disabled={busy} aria-describedby={`${id}-calories-help`} onChange={(event) => setCalories(event.target.value)} />
        <small id={`${id}-calories-help`}>{t('staffMenuItems.field.caloriesHelp')}</small>
      </ConsoleField>
      {!item && (
        <ConsoleField>
          <label htmlFor={`${id}-price`}>{t('staffMenuItems.field.basePrice')}</label>
          <input id={`${id}-price`} inputMode="decimal" value={basePrice} maxLength={12} disabled={busy} aria-describedby={`${id}-price-help`} onChange={(event) => setBasePrice(event.target.value)} />
          <small id={`${id}-price-help`}>{t('staffMenuItems.field.basePriceHelp')}</small>
        </ConsoleField>
      )}
      <fieldset className={styles.choices}>
        <legend>{t('staffMenuItems.field.allergens')}</legend>
        {tree.allergens.map((allergen) => (
          <label key={allergen}>
            <input type="checkbox" checked={allergens.includes(allergen)} disabled={busy} onChange={() => setAllergens(toggle(allergens, allergen))} />
            {t.dynamic(`allergens.label.${allergen}`, allergen)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>{t('staffMenuItems.field.subcategories')}</legend>
        {tree.categories.flatMap((category) =>
          category.subcategories.map((subcategory) => (
            <label key={subcategory.id}>
              <input type="checkbox" checked={listed.includes(subcategory.id)} disabled={busy} onChange={() => setListed(toggle(listed, subcategory.id))} />
              {t('staffMenuItems.subcategoryOf', { category: category.title, subcategory: subcategory.title })}
            </label>
          )),
        )}
      </fieldset>
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('staffMenuItems.save.item')}
        </button>
        <ConsoleButton type="button" onClick={onCancel} disabled={busy}>
          {t('staffMenuItems.cancel')}
        </ConsoleButton>
      </div>
    </form>
  );
}
