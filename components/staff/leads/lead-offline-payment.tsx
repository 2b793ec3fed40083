/**
 * Money the buyer paid the store directly (cash, a check, a card at the counter, a bank
 * transfer), recorded on the lead: how it was paid, the amount (at most what is still owed), a
 * reference, and staff's confirmation that the store has the money. The only way the console
 * takes a lead to paid. The amount is typed as the console's language writes money ('54,94' in
 * French) and recorded with a decimal point. Each refusal shows beside its field, in the console's language, and the
 * first one takes focus; nothing is sent while one stands.
 */
import { useState, type FormEvent } from 'react';
import {
  OFFLINE_PAYMENT_LIMITS,
  OFFLINE_PAYMENT_METHODS,
  offlineAmountProblem,
  offlineReferenceProblem,
  type OfflinePaymentMessageName,
  type OfflinePaymentMethod,
} from '@/domain/catering/offline-payment';
import type { Currency } from '@/domain/markets';
import { readAmount } from '@/domain/validation/amount-entry';
import type { StaffLead, StaffOfflinePayment } from '@/lib/api/staff-lead-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ChoiceLabel, EditorField, ErrorText } from './editor-field';
import styles from './lead-offline-payment.module.css';

type Props = { lead: StaffLead; owed: string; money: (amount: string) => string; busy: boolean; onRecord: (payment: StaffOfflinePayment) => void };

type Field = 'method' | 'amount' | 'reference' | 'confirm';
type Problems = Partial<Record<Field, OfflinePaymentMessageName>>;

const FIELD_IDS: Record<Field, string> = {
  method: 'lead-payment-method-cash',
  amount: 'lead-payment-amount',
  reference: 'lead-payment-reference',
  confirm: 'lead-payment-confirm',
};

export function LeadOfflinePayment({ lead, owed, money, busy, onRecord }: Props) {
  const { locale, t } = useMarket();
  const [method, setMethod] = useState<OfflinePaymentMethod | null>(null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problems, setProblems] = useState<Problems>({});

  const text = (name: OfflinePaymentMessageName | undefined) =>
    name ? t(`staff.payment.error.${name}`, { amount: money(owed), max: OFFLINE_PAYMENT_LIMITS.reference.max }) : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!method) found.method = 'methodRequired';
    const entry = readAmount(amount, locale, lead.quote.currency as Currency);
    const amountProblem = entry.ok ? offlineAmountProblem(entry.amount, owed) : 'amountInvalid';
    if (amountProblem) found.amount = amountProblem;
    const referenceProblem = offlineReferenceProblem(reference);
    if (referenceProblem) found.reference = referenceProblem;
    if (!confirmed) found.confirm = 'confirmRequired';
    setProblems(found);
    const first = (Object.keys(FIELD_IDS) as Field[]).find((field) => found[field]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    const trimmed = reference.trim();
    onRecord({ method: method!, amount: entry.ok ? entry.amount : '', ...(trimmed ? { reference: trimmed } : {}) });
  };

  const methodError = text(problems.method);
  const confirmError = text(problems.confirm);

  return (
    <Form noValidate onSubmit={handleSubmit} aria-labelledby="lead-payment-title">
      <h2 id="lead-payment-title">{t('staff.payment.title')}</h2>
      <Owed>{t('staff.payment.owed', { amount: money(owed) })}</Owed>
      <fieldset aria-describedby={methodError ? 'lead-payment-method-error' : undefined}>
        <legend>{t('staff.payment.method')}</legend>
        {OFFLINE_PAYMENT_METHODS.map((choice) => (
          <ChoiceLabel key={choice}>
            <input
              id={`lead-payment-method-${choice}`}
              type="radio"
              name="lead-payment-method"
              value={choice}
              checked={method === choice}
              aria-invalid={methodError ? true : undefined}
              onChange={() => setMethod(choice)}
            />
            {t(`staff.payment.method.${choice}`)}
          </ChoiceLabel>
        ))}
        {methodError && <ErrorText id="lead-payment-method-error">{methodError}</ErrorText>}
      </fieldset>
      <EditorField
        id={FIELD_IDS.amount}
        label={t('staff.payment.amount', { currency: lead.quote.currency })}
        error={text(problems.amount)}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <EditorField
        id={FIELD_IDS.reference}
        label={t('staff.payment.reference')}
        error={text(problems.reference)}
        autoComplete="off"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <div>
        <ChoiceLabel>
          <input
            id={FIELD_IDS.confirm}
            type="checkbox"
            checked={confirmed}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? 'lead-payment-confirm-error' : undefined}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {t('staff.payment.confirm')}
        </ChoiceLabel>
        {confirmError && <ErrorText id="lead-payment-confirm-error">{confirmError}</ErrorText>}
      </div>
      <Submit type="submit" disabled={busy}>
        {t('staff.payment.submit')}
      </Submit>
    </Form>
  );
}

const Form = classed('form', styles.form);

const Owed = classed('p', styles.owed);

const Submit = classed('button', styles.submit);
