/** The estimate's fees in the editor: each a title, a fixed amount or a percentage of the subtotal, taxable or not, and Remove. */
import styled from 'styled-components';
import { useMarket } from '@/lib/use-market';
import { secondaryButton } from '@/styles/buttons';
import type { DraftFee, FeeBasis } from './estimate-draft';
import { EditorField, Field } from './editor-field';
import { Row, Secondary } from './estimate-lines';

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
      {errorOf('fees') && <FeesError role="alert">{errorOf('fees')}</FeesError>}
      <Fees>
        {fees.map((fee, index) => {
          const id = (field: string) => `fee-${fee.key}-${field}`;
          const name = fee.title.trim() || t('staff.estimate.feeN', { n: index + 1 });
          return (
            <li key={fee.key}>
              <fieldset>
                <legend>{t('staff.estimate.feeN', { n: index + 1 })}</legend>
                <Row>
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
                  <Remove type="button" onClick={() => onRemove(fee)}>
                    {t('staff.estimate.removeFee', { title: name })}
                  </Remove>
                </Row>
              </fieldset>
            </li>
          );
        })}
      </Fees>
      <Secondary type="button" onClick={onAdd}>
        {t('staff.estimate.addFee')}
      </Secondary>
    </>
  );
}

const Fees = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  fieldset {
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.ash};
    min-width: 0;
  }

  legend {
    font-weight: 700;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.5rem;
`;

const FeesError = styled.p`
  color: ${({ theme }) => theme.colors.emberDark};
  font-weight: 600;
`;

const Remove = styled.button`
  ${secondaryButton}
  overflow-wrap: anywhere;
`;
