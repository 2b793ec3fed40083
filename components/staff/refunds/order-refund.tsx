/**
 * The staff console's refund of one order (store managers, brand admins): the amount (all that
 * may still be refunded unless changed), the payments (each tender worded in the console's
 * language: Carte-cadeau •••• 0102) with what each may give back, the card
 * taking it first and the gift card next unless staff give each payment's amount themselves, and
 * a reason. Amounts are typed as the console's language writes money ('12,50' in French) and sent
 * with a decimal point. Each refusal shows beside its field and the first takes focus; the API's refusal shows
 * above the button; the result says what went back to which payment.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import { REFUND_REASON_MAX, refundAmountProblem, type RefundAmountProblem } from '@/domain/payments/refund-amount';
import { amountForEntry, readAmount } from '@/domain/validation/amount-entry';
import { tenderLabel } from '@/components/payment/tender-label';
import type { StaffRefundPart, StaffRefundRequest } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ChoiceLabel, EditorField, EditorTextArea } from '../leads/editor-field';
import { useOrderRefund } from './use-order-refund';
import styles from './order-refund.module.css';

type Problem = RefundAmountProblem | 'reasonRequired' | 'reasonTooLong' | 'choosePayments';
type Problems = Record<string, Problem>;

export function OrderRefund({ orderId, number }: { orderId: string; number: string }) {
  const { locale, t } = useMarket();
  const state = useOrderRefund(orderId);
  const { refunds } = state;
  /** null: all that may still be refunded. */
  const [typed, setTyped] = useState<string | null>(null);
  const [choose, setChoose] = useState(false);
  const [parts, setParts] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const id = (name: string) => `refund-${orderId}-${name}`;
  const money = (value: string) => (refunds ? formatMoney(value, locale, refunds.currency as Currency) : value);

  const currency = refunds?.currency as Currency | undefined;
  const amount = typed ?? (refunds && currency ? amountForEntry(refunds.refundable, locale, currency) : '');
  /** The typed amount read in the console's language, or the refusal of it against `max`. */
  const read = (entry: string, max: string): { amount: string } | { problem: RefundAmountProblem } => {
    const found = readAmount(entry, locale, currency!);
    if (!found.ok) return { problem: 'amountInvalid' };
    const problem = refundAmountProblem(found.amount, max);
    return problem ? { problem } : { amount: found.amount };
  };
  useEffect(() => setTyped(null), [state.result]);

  const text = (problem: Problem | undefined, max = refunds?.refundable ?? '0') => (problem ? t(`staff.refund.problem.${problem}`, { max: money(max), length: REFUND_REASON_MAX }) : null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!refunds) return;
    const found: Problems = {};
    const chosen = refunds.payments.filter((payment) => (parts[payment.id] ?? '').trim() !== '');
    const whole = read(amount, refunds.refundable);
    const named = chosen.map((payment) => ({ payment, entry: read(parts[payment.id]!, payment.refundable) }));
    if (!choose) {
      if ('problem' in whole) found.amount = whole.problem;
    } else {
      for (const { payment, entry } of named) if ('problem' in entry) found[`part-${payment.id}`] = entry.problem;
      if (chosen.length === 0) found.payments = 'choosePayments';
    }
    if (!reason.trim()) found.reason = 'reasonRequired';
    else if (reason.length > REFUND_REASON_MAX) found.reason = 'reasonTooLong';
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    const amountOf = (entry: { amount: string } | { problem: RefundAmountProblem }) => ('amount' in entry ? entry.amount : '');
    const body: StaffRefundRequest = choose
      ? { reason: reason.trim(), payments: named.map(({ payment, entry }) => ({ paymentId: payment.id, amount: amountOf(entry) })) }
      : { reason: reason.trim(), amount: amountOf(whole) };
    void state.send(body);
  };

  if (state.loadError && !refunds) return <p role="alert">{state.loadError}</p>;
  if (!refunds) return <p role="status">{t('staff.refund.loading')}</p>;

  return (
    <Form noValidate onSubmit={handleSubmit} aria-labelledby={id('title')} aria-busy={state.sending}>
      <h3 id={id('title')}>{t('staff.refund.title', { number })}</h3>
      <p>{t('staff.refund.refundable', { amount: money(refunds.refundable) })}</p>
      <fieldset id={id('payments')} tabIndex={-1} aria-describedby={problems.payments ? `${id('payments')}-error` : undefined}>
        <legend>{t('staff.refund.payments')}</legend>
        <ChoiceLabel>
          <input type="radio" name={id('order')} checked={!choose} onChange={() => setChoose(false)} />
          {t('staff.refund.cardFirst')}
        </ChoiceLabel>
        <ChoiceLabel>
          <input type="radio" name={id('order')} checked={choose} onChange={() => setChoose(true)} />
          {t('staff.refund.choose')}
        </ChoiceLabel>
        {choose ? (
          refunds.payments.map((payment) => (
            <EditorField
              key={payment.id}
              id={id(`part-${payment.id}`)}
              label={t('staff.refund.paymentAmount', { payment: tenderLabel(t, payment.tender), amount: money(payment.refundable) })}
              error={text(problems[`part-${payment.id}`], payment.refundable)}
              inputMode="decimal"
              autoComplete="off"
              value={parts[payment.id] ?? ''}
              onChange={(event) => setParts({ ...parts, [payment.id]: event.target.value })}
            />
          ))
        ) : (
          <ul>
            {refunds.payments.map((payment) => (
              <li key={payment.id}>{t('staff.refund.paymentRefundable', { payment: tenderLabel(t, payment.tender), amount: money(payment.refundable) })}</li>
            ))}
          </ul>
        )}
        {problems.payments && <p id={`${id('payments')}-error`}>{text(problems.payments)}</p>}
      </fieldset>
      {!choose && (
        <EditorField
          id={id('amount')}
          label={t('staff.refund.amount', { currency: refunds.currency })}
          error={text(problems.amount)}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setTyped(event.target.value)}
        />
      )}
      <EditorTextArea id={id('reason')} label={t('staff.refund.reason')} error={text(problems.reason)} maxLength={REFUND_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
      {state.sendError && <p role="alert">{state.sendError}</p>}
      <Submit type="submit" disabled={state.sending}>
        {state.sending ? t('staff.refund.sending') : t('staff.refund.submit')}
      </Submit>
      <div role="status">{state.result && <RefundResult parts={state.result.parts} total={money(state.result.refunded)} money={money} />}</div>
    </Form>
  );
}

function RefundResult({ parts, total, money }: { parts: StaffRefundPart[]; total: string; money: (value: string) => string }) {
  const { t } = useMarket();
  return (
    <>
      <p>{t('staff.refund.done', { amount: total })}</p>
      <ul>
        {parts.map((part) => (
          <li key={part.id}>{t(`staff.refund.part.${part.status}`, { payment: tenderLabel(t, part.tender), amount: money(part.amount), message: part.failureMessage ?? '' })}</li>
        ))}
      </ul>
    </>
  );
}

const Form = classed('form', styles.form);

const Submit = classed('button', styles.submit);
