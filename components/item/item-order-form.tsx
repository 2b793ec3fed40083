/**
 * The item page's form: option groups, quantity, special instructions, and "Add to cart · $12.49"
 * with the live total of the chosen options and quantity (domain/ordering/line-total, which prices
 * a line as the pricing pipeline does; the API prices the line again). On phones the button sits
 * in a bar fixed to the bottom of the screen. Broken group rules are shown inline and announced once the
 * diner tries to add; the API checks the same rules again and its message is shown as it comes.
 * The confirmation takes a line reserved for it, so nothing moves when it shows.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { countryOfLocale, htmlLang, type Currency } from '@/domain/markets';
import { formatWeight, weightOfQuantity, weightUnitOf } from '@/domain/menu/weight-units';
import { formatMoney } from '@/domain/money-format';
import { lineTotal } from '@/domain/ordering/line-total';
import { ORDER_LINE_FIELDS } from '@/domain/validation/fields';
import { failureText } from '@/lib/api/failure-text';
import type { ItemDetails } from '@/lib/api/menus';
import { useMarket } from '@/lib/use-market';
import { useToast } from '@/lib/toast-context';
import { OptionGroupFieldset, ErrorText } from './option-group-fieldset';
import {
  chosenOptionIds,
  clampQuantity,
  initialSelection,
  selectionErrors,
  toggleOption,
  type Selection,
} from './option-rules';
import { QuantityStepper } from './quantity-stepper';
import { useAddToCart, type CartTarget } from './use-add-to-cart';
import type { AddItemRequest } from '@/lib/api/ordering-view';
import styles from './item-order-form.module.css';

const INSTRUCTIONS_MAX = ORDER_LINE_FIELDS.specialInstructions.max;

type Props = {
  item: ItemDetails;
  sectionId: number;
  currency: Currency;
  target: CartTarget;
  reuseOrder: boolean;
  /** Told the chosen option ids whenever they change (the page's allergens follow them). */
  onChoicesChange?: (optionIds: number[]) => void;
  /** Where the line goes instead of the cart (a group order guest's own lines), and its words. */
  destination?: LineDestination;
  /** The button's words instead of "Add to cart" (a sold-out meat: "Reserve from tomorrow's smoke"). */
  addLabel?: string;
};

/**
 * Another place than the cart for the line: `add` sends it; `href` and `linkText` lead to it;
 * `addedText` confirms it; `buttonText` says on the button where it goes, with the line's total.
 */
export type LineDestination = { add: (item: AddItemRequest) => Promise<unknown>; href: string; linkText: string; addedText: string; buttonText: (total: string) => string };

export function ItemOrderForm({ item, sectionId, currency, target, reuseOrder, onChoicesChange, destination, addLabel }: Props) {
  const { locale, t } = useMarket();
  const toast = useToast();
  const cart = useAddToCart({ locale, target, reuseOrder });
  const [sending, setSending] = useState(false);
  const adding = destination ? sending : cart.adding;
  const add = async (line: AddItemRequest) => {
    if (!destination) return cart.add(line);
    setSending(true);
    try {
      return await destination.add(line);
    } finally {
      setSending(false);
    }
  };
  const addedText = destination?.addedText ?? t('ordering.item.added', { item: item.title });
  const [selection, setSelection] = useState<Selection>(() => initialSelection(item.optionGroups));
  const [quantity, setQuantity] = useState(() => clampQuantity(item.minQuantity, item.minQuantity));
  const [instructions, setInstructions] = useState('');
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'added' } | { kind: 'failed'; message: string } | null>(null);
  const groupRefs = useRef(new Map<number, HTMLFieldSetElement>());
  const errors = useMemo(() => selectionErrors(item.optionGroups, selection), [item.optionGroups, selection]);
  const broken = item.optionGroups.filter((group) => errors[group.id]);
  const total = useMemo(() => lineTotalOf(item, selection, quantity), [item, selection, quantity]);
  const weightUnit = weightUnitOf(item.unit, countryOfLocale(locale));

  useEffect(() => {
    onChoicesChange?.(chosenOptionIds(item.optionGroups, selection));
  }, [item.optionGroups, selection, onChoicesChange]);

  const handleToggle = (groupId: number, optionId: number) => {
    const group = item.optionGroups.find((candidate) => candidate.id === groupId);
    if (group) setSelection((current) => toggleOption(current, group, optionId));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setOutcome(null);
    if (broken.length > 0) {
      groupRefs.current.get(broken[0]!.id)?.focus();
      return;
    }
    const note = instructions.trim();
    try {
      await add({
        itemId: item.id,
        quantity,
        optionIds: chosenOptionIds(item.optionGroups, selection),
        sectionId,
        ...(note ? { specialInstructions: note } : {}),
      });
      setOutcome({ kind: 'added' });
      toast.show({ text: addedText, type: 'success' });
    } catch (error) {
      const message = await failureText(t, error, { locale });
      setOutcome({ kind: 'failed', message });
      toast.show({ text: message, type: 'error' });
    }
  };

  return (
    <Form onSubmit={handleSubmit} noValidate>
      {tried && broken.length > 0 && <ErrorText role="alert">{t('ordering.item.fixChoices')}</ErrorText>}
      {item.optionGroups.map((group) => (
        <OptionGroupFieldset
          key={group.id}
          group={group}
          selection={selection}
          error={tried ? (errors[group.id] ?? null) : null}
          currency={currency}
          onToggle={(optionId) => handleToggle(group.id, optionId)}
          legendRef={(node) => {
            if (node) groupRefs.current.set(group.id, node);
            else groupRefs.current.delete(group.id);
          }}
        />
      ))}
      <QuantityStepper
        value={quantity}
        minQuantity={item.minQuantity}
        weight={weightUnit ? formatWeight(weightOfQuantity(quantity, weightUnit), htmlLang(locale)) : undefined}
        onChange={setQuantity}
      />
      <Instructions>
        <label htmlFor="special-instructions">{t('ordering.item.specialInstructions')}</label>
        <textarea
          id="special-instructions"
          rows={3}
          maxLength={INSTRUCTIONS_MAX}
          value={instructions}
          aria-describedby="special-instructions-count"
          onChange={(event) => setInstructions(event.target.value.slice(0, INSTRUCTIONS_MAX))}
        />
        <small id="special-instructions-count">
          {t('ordering.item.specialInstructionsHint', { used: instructions.length, max: INSTRUCTIONS_MAX })}
        </small>
      </Instructions>
      <AddBar>
        <AddButton type="submit" disabled={adding} aria-busy={adding || undefined}>
          {adding ? t('ordering.item.adding') : (addLabel ?? (destination ? destination.buttonText(formatMoney(total, locale, currency)) : t('ordering.item.addToCartTotal', { total: formatMoney(total, locale, currency) })))}
        </AddButton>
      </AddBar>
      <Outcome aria-live="polite">
        {outcome?.kind === 'added' && (
          <Added role="status">
            {addedText} <MarketLink href={destination?.href ?? '/cart'}>{destination?.linkText ?? t('ordering.item.viewCart')}</MarketLink>
          </Added>
        )}
      </Outcome>
      {outcome?.kind === 'failed' && <ErrorText role="alert">{outcome.message}</ErrorText>}
    </Form>
  );
}

/** The line's total as the pricing pipeline makes it (domain/ordering/line-total): the price with the chosen options' deltas, times the quantity. */
function lineTotalOf(item: ItemDetails, selection: Selection, quantity: number): string {
  const chosen = new Set(chosenOptionIds(item.optionGroups, selection));
  const options = item.optionGroups
    .flatMap((group) => group.options)
    .filter((option) => chosen.has(option.id))
    .map((option) => option.priceDelta);
  return lineTotal(item.price, options, quantity);
}

const Form = classed('form', styles.form);

const AddBar = classed('div', styles.addBar);

const Outcome = classed('div', styles.outcome);

const Instructions = classed('div', styles.instructions);

const AddButton = classed('button', styles.addButton);

const Added = classed('p', styles.added);
