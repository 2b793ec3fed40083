/**
 * The price list as a table: each item's base price and, when a store is chosen, the price it
 * sells at there (its own, or the base), followed by its options: the brand's price change and
 * the one the store charges (its own, in its currency, or the brand's). One price at a time is
 * edited in its row; a store's own price can be dropped so the store sells at the base again. Buttons name their item for screen
 * readers; a price is shown and typed as the console's language writes money ('12,50' in French),
 * and checked with the API's rule (and the currency's decimals: whole yen) before it is sent with a decimal point.
 */
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Currency } from '@/domain/markets';
import { currencyDecimals, formatMoney } from '@/domain/money-format';
import { isPrice } from '@/domain/pricing/limits';
import { amountForEntry, readAmount } from '@/domain/validation/amount-entry';
import type { PriceList } from '@/lib/api/staff-prices';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import tableStyles from '../console-table.module.css';
import { ConsoleButton } from '../console-page';
import styles from './prices.module.css';

/** `option`: the store's price of option `optionId` of item `itemId`. */
export type PriceEdit = { itemId: number; target: 'base' | 'store' } | { itemId: number; target: 'option'; optionId: number };

type Props = {
  prices: PriceList;
  baseCurrency: string;
  busy: boolean;
  onSave: (edit: PriceEdit, price: string | null) => Promise<boolean>;
};

type RowFormProps = { label: string; initial: string; currency: Currency; busy: boolean; onSave: (price: string) => Promise<boolean>; onCancel: () => void };

function RowForm({ label, initial, currency, busy, onSave, onCancel }: RowFormProps) {
  const { locale, t } = useMarket();
  const [value, setValue] = useState(() => amountForEntry(initial, locale, currency));
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const entry = readAmount(value, locale, currency);
    const price = entry.ok ? entry.amount : '';
    if (!isPrice(price)) {
      setProblem(currencyDecimals(currency) === 0 ? t('staffPrices.invalidWholePrice') : t('staffPrices.invalidPrice'));
      field.current?.focus();
      return;
    }
    setProblem(null);
    if (await onSave(price)) onCancel();
  };
  const problemId = `${label}-problem`.replace(/\W+/g, '-');
  return (
    <RowFormBox onSubmit={(event) => void handleSubmit(event)} noValidate>
      <label>
        {label}
        <input ref={field} inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined} />
      </label>
      <ConsoleButton type="submit" disabled={busy}>
        {t('staffPrices.save')}
      </ConsoleButton>
      <ConsoleButton type="button" onClick={onCancel}>
        {t('staffPrices.cancel')}
      </ConsoleButton>
      {problem && (
        <span id={problemId} role="alert">
          {problem}
        </span>
      )}
    </RowFormBox>
  );
}

export function PriceTable({ prices, baseCurrency, busy, onSave }: Props) {
  const { locale, t } = useMarket();
  const [editing, setEditing] = useState<PriceEdit | null>(null);
  const store = prices.store;
  const storeTitle = store ? (prices.stores.find((entry) => entry.id === store.id)?.title ?? '') : '';
  const own = new Map((store?.prices ?? []).map((row) => [row.itemId, row]));
  const money = (amount: string, currency: string) => formatMoney(amount, locale, currency as Currency);
  const rows = store ? prices.items.filter((item) => own.has(item.id)) : prices.items;
  const isEditing = (itemId: number, target: 'base' | 'store') => editing?.itemId === itemId && editing.target === target;
  const isEditingOption = (optionId: number) => editing?.target === 'option' && editing.optionId === optionId;
  const optionsOf = (itemId: number) => (store?.options ?? []).filter((option) => option.itemId === itemId);

  if (rows.length === 0) return <p>{t('staffPrices.empty')}</p>;
  return (
    <Table>
      <table>
        <caption>{store ? t('staffPrices.captionStore', { store: storeTitle }) : t('staffPrices.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staffPrices.column.item')}</th>
            <th scope="col">{t('staffPrices.column.base')}</th>
            {store && <th scope="col">{t('staffPrices.column.store', { store: storeTitle })}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => {
            const at = own.get(item.id);
            return (
              <Fragment key={item.id}>
                <tr>
                  <th scope="row">{item.title}</th>
                  <td>
                    {isEditing(item.id, 'base') ? (
                      <RowForm
                        label={t('staffPrices.editBase', { item: item.title })}
                        initial={item.basePrice}
                        currency={baseCurrency as Currency}
                        busy={busy}
                        onCancel={() => setEditing(null)}
                        onSave={(price) => onSave({ itemId: item.id, target: 'base' }, price)}
                      />
                    ) : (
                      <Cell>
                        {money(item.basePrice, baseCurrency)}
                        <ConsoleButton type="button" disabled={busy} aria-label={t('staffPrices.editBaseButton', { item: item.title })} onClick={() => setEditing({ itemId: item.id, target: 'base' })}>
                          {t('staffPrices.edit')}
                        </ConsoleButton>
                      </Cell>
                    )}
                  </td>
                  {store && at && (
                    <td>
                      {isEditing(item.id, 'store') ? (
                        <RowForm
                          label={t('staffPrices.editStore', { item: item.title, store: storeTitle })}
                          initial={at.price}
                          currency={store.currency as Currency}
                          busy={busy}
                          onCancel={() => setEditing(null)}
                          onSave={(price) => onSave({ itemId: item.id, target: 'store' }, price)}
                        />
                      ) : (
                        <Cell>
                          {money(at.price, store.currency)}
                          {at.override === null && <Muted>{t('staffPrices.atBase')}</Muted>}
                          <ConsoleButton type="button" disabled={busy} aria-label={t('staffPrices.editStoreButton', { item: item.title })} onClick={() => setEditing({ itemId: item.id, target: 'store' })}>
                            {t('staffPrices.edit')}
                          </ConsoleButton>
                          {at.override !== null && (
                            <ConsoleButton type="button" disabled={busy} aria-label={t('staffPrices.useBaseButton', { item: item.title })} onClick={() => void onSave({ itemId: item.id, target: 'store' }, null)}>
                              {t('staffPrices.useBase')}
                            </ConsoleButton>
                          )}
                        </Cell>
                      )}
                    </td>
                  )}
                </tr>
                {store &&
                  optionsOf(item.id).map((option) => {
                    const names = { option: option.title, item: item.title };
                    return (
                      <tr key={`option-${option.optionId}`}>
                        <th scope="row">
                          <OptionName>{t('staffPrices.optionOf', names)}</OptionName>
                        </th>
                        <td>{money(option.brandPrice, baseCurrency)}</td>
                        <td>
                          {isEditingOption(option.optionId) ? (
                            <RowForm
                              label={t('staffPrices.editOption', { ...names, store: storeTitle })}
                              initial={option.price}
                              currency={store.currency as Currency}
                              busy={busy}
                              onCancel={() => setEditing(null)}
                              onSave={(price) => onSave({ itemId: item.id, target: 'option', optionId: option.optionId }, price)}
                            />
                          ) : (
                            <Cell>
                              {money(option.price, store.currency)}
                              {option.override === null && <Muted>{t('staffPrices.atBrandOption')}</Muted>}
                              <ConsoleButton type="button" disabled={busy} aria-label={t('staffPrices.editOptionButton', names)} onClick={() => setEditing({ itemId: item.id, target: 'option', optionId: option.optionId })}>
                                {t('staffPrices.edit')}
                              </ConsoleButton>
                              {option.override !== null && (
                                <ConsoleButton type="button" disabled={busy} aria-label={t('staffPrices.useBrandOptionButton', names)} onClick={() => void onSave({ itemId: item.id, target: 'option', optionId: option.optionId }, null)}>
                                  {t('staffPrices.useBrandOption')}
                                </ConsoleButton>
                              )}
                            </Cell>
                          )}
                        </td>
                      </tr>
                    );
                  })}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </Table>
  );
}

const Table = classed('div', tableStyles.consoleTable);
const Cell = classed('div', styles.rowForm);
const RowFormBox = classed('form', styles.rowForm);
const Muted = classed('span', styles.muted);
const OptionName = classed('span', styles.optionName);
