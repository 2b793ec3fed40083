/**
 * /staff/prices (brand admins): the base price list and, for a chosen store, the price it sells
 * at (its own, else the base) and its options' (its own, else the brand's); one price edited at a time; a bulk change across a state or a
 * market, previewed before it is applied now or planned for a time; the planned changes, each
 * cancellable while pending. What happened, or why it was refused, is said above the list.
 */
import type { StaffMember } from '@/lib/api/staff-view';
import {
  applyPriceChange,
  cancelPlannedChange,
  changeBasePrice,
  changeStoreOptionPrice,
  changeStorePrice,
  previewPriceChange,
  type PlannedPriceChange,
  type PriceList,
  type PricePreview,
} from '@/lib/api/staff-prices';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsolePage } from '../console-page';
import { BulkChangeForm } from './bulk-change-form';
import { PlannedChanges, plannedDate } from './planned-changes';
import { PriceTable, type PriceEdit } from './price-table';
import { useStaffPrices } from './use-staff-prices';
import styles from './prices.module.css';

export type PricesData = { staff: StaffMember; prices: PriceList; planned: PlannedPriceChange[] };

export function PricesTemplate({ staff, prices: initial, planned: initialPlanned }: PricesData) {
  const { locale, t } = useMarket();
  const { prices, planned, notice, busy, run, ctx, chooseStore } = useStaffPrices(initial, initialPlanned);
  const baseCurrency = prices.markets.find((market) => market.code === 'US')?.currency ?? prices.markets[0]?.currency ?? 'USD';
  const titleOf = (itemId: number) => prices.items.find((item) => item.id === itemId)?.title ?? String(itemId);
  const storeTitle = prices.store ? (prices.stores.find((store) => store.id === prices.store!.id)?.title ?? '') : '';

  const handleSave = (edit: PriceEdit, price: string | null) => {
    const item = titleOf(edit.itemId);
    if (edit.target === 'base') return run(() => changeBasePrice(ctx(), edit.itemId, price!), () => t('staffPrices.done.base', { item }));
    const storeId = prices.store!.id;
    if (edit.target === 'option') {
      const option = prices.store!.options.find((entry) => entry.optionId === edit.optionId)?.title ?? String(edit.optionId);
      return run(
        () => changeStoreOptionPrice(ctx(), storeId, edit.optionId, price),
        () => (price === null ? t('staffPrices.done.useBrandOption', { option, store: storeTitle }) : t('staffPrices.done.option', { option, store: storeTitle })),
      );
    }
    return run(
      () => changeStorePrice(ctx(), storeId, edit.itemId, price),
      () => (price === null ? t('staffPrices.done.useBase', { item, store: storeTitle }) : t('staffPrices.done.store', { item, store: storeTitle })),
    );
  };

  const handlePreview = async (request: Parameters<typeof previewPriceChange>[1]): Promise<PricePreview | null> => {
    let answer: PricePreview | null = null;
    await run(async () => {
      answer = await previewPriceChange(ctx(), request);
    }, null);
    return answer;
  };

  return (
    <ConsolePage staff={staff} title={t('staffPrices.title')} current="prices">
      <p>{t('staffPrices.intro')}</p>
      <div aria-live="polite">{notice?.kind === 'done' && <Done role="status">{notice.text}</Done>}</div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
      <BulkChangeForm
        prices={prices}
        busy={busy}
        onPreview={handlePreview}
        onApply={(request, runAt) =>
          run(
            () => applyPriceChange(ctx(), { ...request, runAt }),
            (result) =>
              result.scheduled ? t('staffPrices.done.planned', { date: plannedDate(locale, result.scheduled.runAt) }) : t('staffPrices.done.applied', { count: String(result.applied) }),
          )
        }
      />
      <PlannedChanges changes={planned} busy={busy} onCancel={(change) => void run(() => cancelPlannedChange(ctx(), change.id), () => t('staffPrices.done.cancelled'))} />
      <h2>{t('staffPrices.listTitle')}</h2>
      <Toolbar>
        <label>
          {t('staffPrices.store')}{' '}
          <select value={prices.store?.id ?? ''} disabled={busy} onChange={(event) => void chooseStore(event.target.value ? Number(event.target.value) : undefined)}>
            <option value="">{t('staffPrices.storeNone')}</option>
            {prices.stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.title} ({store.stateName})
              </option>
            ))}
          </select>
        </label>
      </Toolbar>
      <PriceTable prices={prices} baseCurrency={baseCurrency} busy={busy} onSave={handleSave} />
    </ConsolePage>
  );
}

const Done = classed('p', styles.done);
const Toolbar = classed('div', styles.toolbar);
