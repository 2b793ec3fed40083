/**
 * A bulk price change: which items (all, a section, picked ones; their options too when ticked), what change (set to, add,
 * subtract, a percentage), where (a state or a market) and when (now, or a chosen time). Preview
 * lists every price that moves (store, item, now → new) before anything is saved; Apply (or Plan)
 * then sends the same request. Changing any choice drops the preview, so what is applied is what
 * was seen. The amount is typed as the console's language writes numbers ('1,50' in French), read
 * in the scope's currency and checked with the API's rule before it is sent with a decimal point. Each list and
 * field is named by its label alone (a wrapping label would add the chosen option to the name).
 */
import { useState, type FormEvent } from 'react';
import type { Currency } from '@/domain/markets';
import { currencyDecimals, formatMoney } from '@/domain/money-format';
import { isPercent, isPrice } from '@/domain/pricing/limits';
import { readAmount } from '@/domain/validation/amount-entry';
import type { PriceChangeRequest, PriceList, PricePreview } from '@/lib/api/staff-prices';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import tableStyles from '../console-table.module.css';
import { ConsoleButton, ConsoleField } from '../console-page';
import styles from './prices.module.css';

type ItemsKind = 'all' | 'section' | 'picked';
type ChangeKind = PriceChangeRequest['change']['kind'];
type ScopeKind = 'state' | 'market';

type Props = {
  prices: PriceList;
  busy: boolean;
  onPreview: (request: PriceChangeRequest) => Promise<PricePreview | null>;
  /** `runAt` null: now. */
  onApply: (request: PriceChangeRequest, runAt: string | null) => Promise<boolean>;
};

const CHANGE_KINDS: ChangeKind[] = ['set', 'add', 'subtract', 'percent'];

export function BulkChangeForm({ prices, busy, onPreview, onApply }: Props) {
  const { locale, t } = useMarket();
  const [itemsKind, setItemsKind] = useState<ItemsKind>('all');
  const [sectionId, setSectionId] = useState(prices.sections[0]?.id ?? 0);
  const [picked, setPicked] = useState<number[]>([]);
  const [withOptions, setWithOptions] = useState(false);
  const [changeKind, setChangeKind] = useState<ChangeKind>('add');
  const [amount, setAmount] = useState('');
  const [scopeKind, setScopeKind] = useState<ScopeKind>('state');
  const [stateId, setStateId] = useState(prices.states[0]?.id ?? 0);
  const [market, setMarket] = useState(prices.markets[0]?.code ?? '');
  const [later, setLater] = useState(false);
  const [runAt, setRunAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<PricePreview | null>(null);

  /** Wraps a setter so that any change of choice drops the preview. */
  const changing =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
    };

  const scopeCountry = scopeKind === 'state' ? prices.states.find((state) => state.id === stateId)?.countryCode : market;
  const currency = (prices.markets.find((entry) => entry.code === scopeCountry)?.currency ?? 'USD') as Currency;

  const request = (): PriceChangeRequest | null => {
    const entry = changeKind === 'percent' ? readAmount(amount, locale, currency, { signed: true, decimals: 2 }) : readAmount(amount, locale, currency);
    const typed = entry.ok ? entry.amount : '';
    if (changeKind === 'percent' ? !isPercent(typed) : !isPrice(typed)) {
      setProblem(changeKind === 'percent' ? t('staffPrices.invalidPercent') : currencyDecimals(currency) === 0 ? t('staffPrices.invalidWholePrice') : t('staffPrices.invalidPrice'));
      return null;
    }
    if (itemsKind === 'picked' && picked.length === 0) {
      setProblem(t('staffPrices.bulk.pickOne'));
      return null;
    }
    setProblem(null);
    const items = itemsKind === 'all' ? { kind: 'all' as const } : itemsKind === 'section' ? { kind: 'section' as const, sectionId } : { kind: 'picked' as const, itemIds: picked };
    const scope = scopeKind === 'state' ? { kind: 'state' as const, stateId } : { kind: 'market' as const, countryCode: market };
    return { items, change: { kind: changeKind, amount: typed }, scope, ...(withOptions ? { withOptions } : {}) };
  };

  const handlePreview = async (event: FormEvent) => {
    event.preventDefault();
    const body = request();
    if (body) setPreview(await onPreview(body));
  };

  const handleApply = async () => {
    const body = request();
    if (!body) return;
    if (later && !runAt) {
      setProblem(t('staffPrices.bulk.runAtRequired'));
      return;
    }
    if (await onApply(body, later ? new Date(runAt).toISOString() : null)) setPreview(null);
  };

  const money = (value: string) => (preview ? formatMoney(value, locale, preview.currency as Currency) : value);

  return (
    <Panel onSubmit={(event) => void handlePreview(event)} noValidate aria-labelledby="bulk-title">
      <h2 id="bulk-title">{t('staffPrices.bulk.title')}</h2>
      <fieldset>
        <legend>{t('staffPrices.bulk.items')}</legend>
        {(['all', 'section', 'picked'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" name="bulk-items" checked={itemsKind === kind} onChange={() => changing(setItemsKind)(kind)} />
            {t.dynamic(`staffPrices.bulk.items.${kind}`, kind)}
          </label>
        ))}
        {itemsKind === 'section' && (
          <label>
            {t('staffPrices.bulk.section')}
            <select aria-label={t('staffPrices.bulk.section')} value={sectionId} onChange={(event) => changing(setSectionId)(Number(event.target.value))}>
              {prices.sections.map((section) => (
                <option key={section.id} value={section.id}>
                  {section.menuTitle}: {section.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          <input type="checkbox" checked={withOptions} onChange={(event) => changing(setWithOptions)(event.target.checked)} />
          {t('staffPrices.bulk.withOptions')}
        </label>
      </fieldset>
      {itemsKind === 'picked' && (
        <Picks>
          <legend>{t('staffPrices.bulk.pick')}</legend>
          {prices.items.map((item) => (
            <label key={item.id}>
              <input
                type="checkbox"
                checked={picked.includes(item.id)}
                onChange={(event) => changing(setPicked)(event.target.checked ? [...picked, item.id] : picked.filter((id) => id !== item.id))}
              />
              {item.title}
            </label>
          ))}
        </Picks>
      )}
      <fieldset>
        <legend>{t('staffPrices.bulk.change')}</legend>
        <label>
          {t('staffPrices.bulk.kind')}
          <select aria-label={t('staffPrices.bulk.kind')} value={changeKind} onChange={(event) => changing(setChangeKind)(event.target.value as ChangeKind)}>
            {CHANGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.dynamic(`staffPrices.bulk.kind.${kind}`, kind)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {changeKind === 'percent' ? t('staffPrices.bulk.percent') : t('staffPrices.bulk.amount')}
          <input aria-label={changeKind === 'percent' ? t('staffPrices.bulk.percent') : t('staffPrices.bulk.amount')} inputMode="decimal" value={amount} onChange={(event) => changing(setAmount)(event.target.value)} aria-invalid={problem ? true : undefined} />
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('staffPrices.bulk.scope')}</legend>
        {(['state', 'market'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" name="bulk-scope" checked={scopeKind === kind} onChange={() => changing(setScopeKind)(kind)} />
            {t.dynamic(`staffPrices.bulk.scope.${kind}`, kind)}
          </label>
        ))}
        {scopeKind === 'state' ? (
          <label>
            {t('staffPrices.bulk.state')}
            <select aria-label={t('staffPrices.bulk.state')} value={stateId} onChange={(event) => changing(setStateId)(Number(event.target.value))}>
              {prices.states.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label>
            {t('staffPrices.bulk.market')}
            <select aria-label={t('staffPrices.bulk.market')} value={market} onChange={(event) => changing(setMarket)(event.target.value)}>
              {prices.markets.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('staffPrices.bulk.when')}</legend>
        <label>
          <input type="radio" name="bulk-when" checked={!later} onChange={() => setLater(false)} />
          {t('staffPrices.bulk.now')}
        </label>
        <label>
          <input type="radio" name="bulk-when" checked={later} onChange={() => setLater(true)} />
          {t('staffPrices.bulk.later')}
        </label>
        {later && (
          <ConsoleField>
            <label>
              {t('staffPrices.bulk.runAt')}
              <input aria-label={t('staffPrices.bulk.runAt')} type="datetime-local" value={runAt} onChange={(event) => setRunAt(event.target.value)} />
            </label>
          </ConsoleField>
        )}
      </fieldset>
      {problem && <p role="alert">{problem}</p>}
      <Actions>
        <ConsoleButton type="submit" disabled={busy}>
          {t('staffPrices.bulk.preview')}
        </ConsoleButton>
      </Actions>
      {preview && (
        <section aria-labelledby="bulk-preview-title">
          <h3 id="bulk-preview-title">{t('staffPrices.bulk.previewTitle', { count: String(preview.total) })}</h3>
          {preview.total === 0 ? (
            <p>{t('staffPrices.bulk.previewNone')}</p>
          ) : (
            <>
              <Table>
                <table>
                  <caption>{t('staffPrices.bulk.previewTitle', { count: String(preview.total) })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('staffPrices.bulk.column.store')}</th>
                      <th scope="col">{t('staffPrices.column.item')}</th>
                      <th scope="col">{t('staffPrices.bulk.column.from')}</th>
                      <th scope="col">{t('staffPrices.bulk.column.to')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.moves.map((move) => (
                      <tr key={`${move.storeId}-${move.itemId}-${move.optionId ?? ''}`}>
                        <td>{move.storeTitle}</td>
                        <td>{move.optionTitle === null ? move.itemTitle : t('staffPrices.optionOf', { option: move.optionTitle, item: move.itemTitle })}</td>
                        <td>{money(move.from)}</td>
                        <td>{money(move.to)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Table>
              {preview.total > preview.moves.length && <p>{t('staffPrices.bulk.previewMore', { count: String(preview.total - preview.moves.length) })}</p>}
              <Actions>
                <ConsoleButton type="button" disabled={busy} onClick={() => void handleApply()}>
                  {later ? t('staffPrices.bulk.plan') : t('staffPrices.bulk.apply')}
                </ConsoleButton>
              </Actions>
            </>
          )}
        </section>
      )}
    </Panel>
  );
}

const Panel = classed('form', styles.panel);
const Picks = classed('fieldset', styles.picks);
const Actions = classed('div', styles.actions);
const Table = classed('div', tableStyles.consoleTable);
