/**
 * One currency's delivery fee cap in the console: the markets paid in it, the cap now (or that
 * diners pay the courier's quote), a field for the new cap typed as the admin's language writes
 * amounts, Save, and Remove while a cap is set. The typed amount is read by the console's one
 * amount reader (domain/validation/amount-entry.ts), then checked by the rule the API applies
 * (domain/dispatch/fee-caps.ts feeCapProblem); a problem is said beside the field, which is focused.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { feeCapProblem } from '@/domain/dispatch/fee-caps';
import { htmlLang, type LocaleTag } from '@/domain/markets';
import { currencyDecimals, formatMoney } from '@/domain/money-format';
import { amountForEntry, readAmount, type AmountEntryProblem } from '@/domain/validation/amount-entry';
import type { DeliveryFeeCap } from '@/lib/api/staff-delivery-fee-caps';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import styles from './delivery-fee-caps.module.css';

type FormProblem = AmountEntryProblem | 'tooLarge';

/** What is wrong with `typed` as a cap, or the amount to send. */
function readCap(typed: string, locale: LocaleTag, cap: DeliveryFeeCap): { problem: FormProblem } | { amount: string } {
  const entry = readAmount(typed, locale, cap.currency);
  if (!entry.ok) return { problem: entry.problem };
  // The reader writes plain digits in the currency's decimals, so the only pattern it can miss is length: too large.
  const problem = feeCapProblem(cap.currency, entry.amount);
  if (problem === 'invalid') return { problem: 'tooLarge' };
  return problem ? { problem } : { amount: entry.amount };
}

/** The names of the markets paid in the cap's currency, in the console's language. */
function marketNames(cap: DeliveryFeeCap, locale: LocaleTag): string {
  const names = new Intl.DisplayNames([htmlLang(locale)], { type: 'region' });
  return new Intl.ListFormat(htmlLang(locale), { type: 'conjunction' }).format(cap.markets.map((code) => names.of(code) ?? code));
}

export type FeeCapFormProps = { cap: DeliveryFeeCap; busy: boolean; onSave: (amount: string) => void; onRemove: () => void };

export function FeeCapForm({ cap, busy, onSave, onRemove }: FeeCapFormProps) {
  const { locale, t } = useMarket();
  const { currency } = cap;
  const entryOf = (amount: string | null) => (amount === null ? '' : amountForEntry(amount, locale, currency));
  const [typed, setTyped] = useState(() => entryOf(cap.maxDinerFee));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // A saved or removed cap comes back from the API: the field shows it, and keeps the form (and the focus) in place.
  const [shownCap, setShownCap] = useState(cap.maxDinerFee);
  if (shownCap !== cap.maxDinerFee) {
    setShownCap(cap.maxDinerFee);
    setTyped(entryOf(cap.maxDinerFee));
  }
  // Remove goes once the cap is removed: the focus it had moves to the field rather than being lost.
  const hadCap = useRef(cap.maxDinerFee !== null);
  useEffect(() => {
    const removed = hadCap.current && cap.maxDinerFee === null;
    hadCap.current = cap.maxDinerFee !== null;
    if (removed && document.activeElement === document.body) field.current?.focus();
  }, [cap.maxDinerFee]);
  const id = `fee-cap-${currency}`;
  const max = formatMoney(cap.max, locale, currency);
  const currencyName = new Intl.DisplayNames([htmlLang(locale)], { type: 'currency' }).of(currency) ?? currency;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCap(typed, locale, cap);
    if ('problem' in read) {
      setProblem(read.problem);
      field.current?.focus();
      return;
    }
    setProblem(null);
    onSave(read.amount);
  };

  const problemText = (name: FormProblem) => t.dynamic(`staffFeeCaps.problem.${name}`, name, { currency, max, decimals: String(currencyDecimals(currency)) });

  return (
    <Panel aria-labelledby={`${id}-title`} onSubmit={handleSubmit} noValidate>
      <h2 id={`${id}-title`}>{t('staffFeeCaps.currency', { name: currencyName, currency })}</h2>
      <p>{t('staffFeeCaps.markets', { markets: marketNames(cap, locale) })}</p>
      <p>{cap.maxDinerFee === null ? t('staffFeeCaps.noCap') : t('staffFeeCaps.current', { amount: formatMoney(cap.maxDinerFee, locale, currency) })}</p>
      <ConsoleField>
        <label htmlFor={`${id}-amount`}>{t('staffFeeCaps.label', { currency })}</label>
        <input
          ref={field}
          id={`${id}-amount`}
          inputMode={currencyDecimals(currency) > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        />
        <Hint id={`${id}-hint`}>{t('staffFeeCaps.hint', { max })}</Hint>
        {problem && (
          <Problem id={`${id}-problem`} role="alert">
            {problemText(problem)}
          </Problem>
        )}
      </ConsoleField>
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {t('staffFeeCaps.save', { currency })}
        </ConsoleButton>
        {cap.maxDinerFee !== null && (
          <ConsoleButton type="button" disabled={busy} onClick={onRemove}>
            {t('staffFeeCaps.remove', { currency })}
          </ConsoleButton>
        )}
      </Buttons>
    </Panel>
  );
}

const Panel = classed('form', styles.panel);
const Buttons = classed('div', styles.buttons);
const Problem = classed('p', styles.problem);
const Hint = classed('p', styles.hint);
