/** The estimate's fees in the editor: each a title, a fixed amount or a percentage of the subtotal, taxable or not, and Remove. */
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import type { DraftFee, FeeBasis } from './estimate-draft';
import { ChoiceLabel, EditorField, Field } from './editor-field';
import { EstimateRow, EstimateRows, Secondary } from './estimate-rows';
import styles from './estimate-fees.module.css';

type Props = {
  fees: DraftFee[];
  currency: string;
  errorOf: (field: string) => string | null;
  onChange: (key: string, change: Partial<Omit<DraftFee, 'key'>>) => void;
  onRemove: (fee: DraftFee) => void;
  onAdd: () => void;
};

export function EstimateFees({ fees, currency, errorOf, onChange, onRemove, onAdd }: Props) {
  const { t } = useMarket();
  return (
    <>
      <EstimateRows error={errorOf('fees')}>
        {fees.map((fee, index) => {
          const id = (field: string) => `fee-${fee.key}-${field}`;
          const name = fee.title.trim() || t('staff.estimate.feeN', { n: index + 1 });
          return (
            <EstimateRow
              key={fee.key}
              legend={t('staff.estimate.feeN', { n: index + 1 })}
              removeLabel={t('staff.estimate.removeFee', { title: name })}
              onRemove={() => onRemove(fee)}
            >
              <EditorField
                id={id('title')}
                label={t('staff.estimate.feeTitle')}
                error={errorOf(id('title'))}
                value={fee.title}
                onChange={(event) => onChange(fee.key, { title: event.target.value })}
              />
              <Field>
                <label htmlFor={id('basis')}>{t('staff.estimate.feeBasis')}</label>
                <select id={id('basis')} value={fee.basis} onChange={(event) => onChange(fee.key, { basis: event.target.value as FeeBasis })}>
                  <option value="amount">{t('staff.estimate.feeAmount', { currency })}</option>
                  <option value="percent">{t('staff.estimate.feePercent')}</option>
                </select>
              </Field>
              <EditorField
                id={id('value')}
                label={fee.basis === 'amount' ? t('staff.estimate.feeAmount', { currency }) : t('staff.estimate.feePercent')}
                error={errorOf(id('value'))}
                inputMode="decimal"
                value={fee.value}
                onChange={(event) => onChange(fee.key, { value: event.target.value })}
              />
              <Check>
                <input type="checkbox" checked={fee.taxable} onChange={(event) => onChange(fee.key, { taxable: event.target.checked })} />
                {t('staff.estimate.taxable')}
              </Check>
            </EstimateRow>
          );
        })}
      </EstimateRows>
      <Secondary type="button" onClick={onAdd}>
        {t('staff.estimate.addFee')}
      </Secondary>
    </>
  );
}

/** As tall as the row's inputs, so it lines up with them. */
const Check = classed(ChoiceLabel, styles.check);
