/**
 * An item's form, new or changed: English title and description, both in each of the brand's
 * text languages, calories, the allergens it contains (from the allergen list) and whether it has
 * lactose (declared apart from milk: Brazil's statement), the subcategories it
 * is listed in, how it is sold (each, by the pound, by the pack, per guest), the fewest a diner
 * may order (for a per-guest catering item, the smallest party it feeds), whether it is a holiday
 * item and, for a new item, its base price. A new item of a catering menu starts sold per guest,
 * one of a holiday menu holiday only. The checks the API makes on calories, the title, the
 * subcategories, the selling and the price are made here first with the same messages.
 */
import { isMakeMinutes, MAKE_LIMITS } from '@/domain/kitchen/make-load';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { AllergenId } from '@/domain/allergens/allergens';
import { lactoseWithoutMilk } from '@/domain/allergens/gluten-lactose';
import { MENU_EDITING_MESSAGES, MENU_TEXT_LIMITS, menuEditingErrorCode, type MenuEditingMessageName } from '@/domain/menu/menu-editing-messages';
import { caloriesProblem, ITEM_UNITS, sellingProblem, type ItemUnit } from '@/domain/menu/option-group-rules';
import { ORDER_CATEGORY, type OrderCategoryId } from '@/domain/ordering/handoffs';
import { MONEY_DECIMALS } from '@/domain/constants';
import { isPrice } from '@/domain/pricing/limits';
import { readAmount } from '@/domain/validation/amount-entry';
import { interpolate } from '@/domain/interpolate';
import type { MenuItem, MenuItemRequest, MenuTree } from '@/lib/api/staff-menu-items';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { AllergenChoices } from './allergen-choices';
import { TextsFields } from './texts-fields';
import { draftOfTexts, textsOfDraft } from './texts-draft';
import styles from './menu-items.module.css';

/** A new item's make-time until the admin says otherwise (the column's default). */
const MAKE_DEFAULT_MINUTES = 6;

type Props = {
  tree: MenuTree;
  /** null: a new item, listed in `subcategoryId`. */
  item: MenuItem | null;
  subcategoryId?: number;
  /** A new item: the menu type of its subcategory, which sets how it starts. */
  menuType?: OrderCategoryId;
  busy: boolean;
  onSave: (request: MenuItemRequest, basePrice: string | null) => void;
  onCancel: () => void;
};

export function ItemForm({ tree, item, subcategoryId, menuType, busy, onSave, onCancel }: Props) {
  const { locale, currency, t } = useMarket();
  const id = item ? `item-${item.id}` : 'item-new';
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [texts, setTexts] = useState(() => draftOfTexts(item?.texts ?? [], tree.languages));
  const [calories, setCalories] = useState(item?.calories === null || item === null ? '' : String(item.calories));
  const [allergens, setAllergens] = useState<AllergenId[]>(item?.allergens ?? []);
  const [containsLactose, setContainsLactose] = useState(item?.containsLactose ?? false);
  /** Until the admin says otherwise, a new item's lactose follows its milk (the API's rule when left out). */
  const [lactoseChosen, setLactoseChosen] = useState(item !== null);
  const [listed, setListed] = useState<number[]>(item?.subcategoryIds ?? (subcategoryId ? [subcategoryId] : []));
  const [basePrice, setBasePrice] = useState('');
  const [unit, setUnit] = useState<ItemUnit>(item?.unit ?? (menuType === ORDER_CATEGORY.catering ? 'serving' : 'each'));
  const [minQuantity, setMinQuantity] = useState(String(item?.minQuantity ?? 1));
  const [makeMinutes, setMakeMinutes] = useState(String(item?.makeMinutes ?? MAKE_DEFAULT_MINUTES));
  const [isHoliday, setIsHoliday] = useState(item?.isHoliday ?? menuType === ORDER_CATEGORY.holiday);
  const [problem, setProblem] = useState<string | null>(null);

  const say = (name: MenuEditingMessageName, params?: Record<string, string | number>) =>
    t.dynamic(`staffMenuItems.error.${menuEditingErrorCode(name)}`, interpolate(MENU_EDITING_MESSAGES[name], params), params);

  /** Lactose goes with milk: unticking milk unticks lactose; ticking it ticks lactose on a new item not yet told. */
  const handleAllergens = (chosen: AllergenId[]) => {
    setAllergens(chosen);
    const hasMilk = chosen.includes('milk');
    if (!hasMilk) setContainsLactose(false);
    else if (!lactoseChosen) setContainsLactose(true);
  };

  const handleLactose = (event: ChangeEvent<HTMLInputElement>) => {
    setLactoseChosen(true);
    setContainsLactose(event.target.checked);
  };

  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    /** A base price is typed as the console's language writes money ('12,50' in French), with at most 2 decimals. */
    const entry = readAmount(basePrice, locale, currency, { decimals: MONEY_DECIMALS });
    const price = entry.ok ? entry.amount : '';
    const count = calories.trim() === '' ? null : Number(calories);
    const caloriesWrong = count !== null && Number.isNaN(count) ? { name: 'caloriesInvalid' as const, params: { max: MENU_TEXT_LIMITS.calories } } : caloriesProblem(count);
    const fewest = minQuantity.trim() === '' ? Number.NaN : Number(minQuantity);
    const sellingWrong = sellingProblem(unit, fewest);
    const make = makeMinutes.trim() === '' ? Number.NaN : Number(makeMinutes);
    const found = title.trim() === ''
      ? say('titleRequired')
      : caloriesWrong
        ? say(caloriesWrong.name, caloriesWrong.params)
        : sellingWrong
          ? say(sellingWrong.name, sellingWrong.params)
          : lactoseWithoutMilk(allergens, containsLactose)
          ? say('lactoseWithoutMilk')
          : !isMakeMinutes(make)
          ? say('makeMinutesInvalid', { max: MAKE_LIMITS.makeMinutes.max })
          : listed.length === 0
          ? say('subcategoryRequired')
          : !item && !isPrice(price)
            ? say('basePriceInvalid')
            : null;
    setProblem(found);
    if (found) return;
    const request = { title: title.trim(), description: description.trim(), texts: textsOfDraft(texts, true), calories: count, allergens, containsLactose, subcategoryIds: listed, unit, minQuantity: fewest, makeMinutes: make, isHoliday };
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
      <div className={styles.pair}>
        <ConsoleField>
          <label htmlFor={`${id}-unit`}>{t('staffMenuItems.field.unit')}</label>
          <select id={`${id}-unit`} value={unit} disabled={busy} onChange={(event) => setUnit(event.target.value as ItemUnit)}>
            {ITEM_UNITS.map((entry) => (
              <option key={entry} value={entry}>
                {t(`staffMenuItems.unit.${entry}`)}
              </option>
            ))}
          </select>
        </ConsoleField>
        <ConsoleField>
          <label htmlFor={`${id}-min-quantity`}>{t('staffMenuItems.field.minQuantity')}</label>
          <input id={`${id}-min-quantity`} type="number" inputMode="numeric" min={1} max={MENU_TEXT_LIMITS.minQuantity} value={minQuantity} disabled={busy} aria-describedby={`${id}-min-quantity-help`} onChange={(event) => setMinQuantity(event.target.value)} />
          <small id={`${id}-min-quantity-help`}>{t('staffMenuItems.field.minQuantityHelp')}</small>
          <label htmlFor={`${id}-make-minutes`}>{t('staffMenuItems.field.makeMinutes')}</label>
          <input id={`${id}-make-minutes`} type="number" inputMode="numeric" min={MAKE_LIMITS.makeMinutes.min} max={MAKE_LIMITS.makeMinutes.max} value={makeMinutes} disabled={busy} aria-describedby={`${id}-make-minutes-help`} onChange={(event) => setMakeMinutes(event.target.value)} />
          <small id={`${id}-make-minutes-help`}>{t('staffMenuItems.field.makeMinutesHelp')}</small>
        </ConsoleField>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={isHoliday} disabled={busy} onChange={(event) => setIsHoliday(event.target.checked)} />
        {t('staffMenuItems.field.isHoliday')}
      </label>
      {!item && (
        <ConsoleField>
          <label htmlFor={`${id}-price`}>{t('staffMenuItems.field.basePrice')}</label>
          <input id={`${id}-price`} inputMode="decimal" value={basePrice} maxLength={12} disabled={busy} aria-describedby={`${id}-price-help`} onChange={(event) => setBasePrice(event.target.value)} />
          <small id={`${id}-price-help`}>{t('staffMenuItems.field.basePriceHelp')}</small>
        </ConsoleField>
      )}
      <AllergenChoices
        legend={t('staffMenuItems.field.allergens')}
        help={{ id: `${id}-allergens-help`, text: t('staffMenuItems.field.allergensHelp') }}
        choices={tree.allergens}
        chosen={allergens}
        disabled={busy}
        onChange={handleAllergens}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={containsLactose} disabled={busy} aria-describedby={`${id}-lactose-help`} onChange={handleLactose} />
        {t('staffMenuItems.field.containsLactose')}
      </label>
      <small id={`${id}-lactose-help`}>{t('staffMenuItems.field.containsLactoseHelp')}</small>
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
