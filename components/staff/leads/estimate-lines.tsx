/**
 * The estimate's lines in the editor: menu lines (priced from the store's menu, only the quantity
 * changes) and custom lines (title, quantity and unit price typed in), each with its amount (… while
 * the draft is being priced, — while the line is unfinished) and a Remove button; below, a menu
 * item to add and a custom line to add.
 */
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { quantityProblem } from '@/domain/validation/estimate';
import type { StaffEstimateMenu } from '@/lib/api/staff-lead-view';
import { useMarket } from '@/lib/use-market';
import { quantityOf, type DraftLine } from './estimate-draft';
import { EditorField, Field } from './editor-field';
import { EstimateRow, EstimateRows, Secondary } from './estimate-rows';
import styles from './estimate-lines.module.css';

type Props = {
  lines: DraftLine[];
  /** Each line's amount by its key; null while the draft is being priced. */
  amounts: Record<string, string | null> | null;
  menu: StaffEstimateMenu;
  money: (amount: string) => string;
  /** The refusal of a field by its id, when refusals show. */
  errorOf: (field: string) => string | null;
  onChange: (key: string, change: Partial<Omit<DraftLine, 'key' | 'kind'>>) => void;
  onRemove: (line: DraftLine) => void;
  onAddMenuItem: (itemId: number, quantity: number) => void;
  onAddCustom: () => void;
};

export function EstimateLines({ lines, amounts, menu, money, errorOf, onChange, onRemove, onAddMenuItem, onAddCustom }: Props) {
  const { t } = useMarket();
  const [itemId, setItemId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const sections = [...new Set(menu.items.map((item) => item.section))];
  const addable = itemId !== '' && quantityProblem(quantityOf(quantity)) === null;

  return (
    <>
      <EstimateRows error={errorOf('lines')}>
        {lines.map((line, index) => {
          const id = (field: string) => `line-${line.key}-${field}`;
          const amount = amounts === null ? undefined : amounts[line.key];
          const name = line.kind === 'menu' ? line.title : line.title.trim() || t('staff.estimate.customLineN', { n: index + 1 });
          return (
            <EstimateRow
              key={line.key}
              legend={line.kind === 'menu' ? line.title : t('staff.estimate.customLine')}
              removeLabel={t('staff.estimate.removeLine', { title: name })}
              onRemove={() => onRemove(line)}
            >
              {line.kind === 'custom' && (
                <Wide
                  id={id('title')}
                  label={t('staff.estimate.lineTitle')}
                  error={errorOf(id('title'))}
                  value={line.title}
                  onChange={(event) => onChange(line.key, { title: event.target.value })}
                />
              )}
              <EditorField
                id={id('quantity')}
                label={t('staff.estimate.quantity')}
                error={errorOf(id('quantity'))}
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => onChange(line.key, { quantity: event.target.value })}
              />
              {line.kind === 'custom' ? (
                <EditorField
                  id={id('unitPrice')}
                  label={t('staff.estimate.unitPrice', { currency: menu.currency })}
                  error={errorOf(id('unitPrice'))}
                  inputMode="decimal"
                  value={line.unitPrice}
                  onChange={(event) => onChange(line.key, { unitPrice: event.target.value })}
                />
              ) : (
                <Fact>
                  <span>{t('staff.estimate.unitPrice', { currency: menu.currency })}</span>
                  <span>{money(line.unitPrice)}</span>
                </Fact>
              )}
              <Fact>
                <span>{t('staff.estimate.amount')}</span>
                <span>{amount === undefined ? '…' : amount === null ? '—' : money(amount)}</span>
              </Fact>
            </EstimateRow>
          );
        })}
      </EstimateRows>
      <Adders>
        <Field>
          <label htmlFor="estimate-add-item">{t('staff.estimate.menuItem')}</label>
          <select id="estimate-add-item" value={itemId} onChange={(event) => setItemId(event.target.value)}>
            <option value="">{t('staff.estimate.chooseItem')}</option>
            {sections.map((section) => (
              <optgroup key={section} label={section}>
                {menu.items
                  .filter((item) => item.section === section)
                  .map((item) => (
                    <option key={item.itemId} value={item.itemId}>
                      {item.title} · {money(item.unitPrice)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <EditorField id="estimate-add-quantity" label={t('staff.estimate.quantity')} error={null} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
        <Add
          type="button"
          disabled={!addable}
          onClick={() => {
            onAddMenuItem(Number(itemId), Number(quantity.trim()));
            setItemId('');
            setQuantity('1');
          }}
        >
          {t('staff.estimate.addItem')}
        </Add>
        <Secondary type="button" onClick={onAddCustom}>
          {t('staff.estimate.addCustom')}
        </Secondary>
      </Adders>
    </>
  );
}

const Wide = classed(EditorField, styles.wide);

const Fact = classed('div', styles.fact);

const Adders = classed('div', styles.adders);

const Add = classed('button', styles.add);
