/**
 * The steps that end a lead with money to give back: cancel (on the store's side or the buyer's),
 * decline and store closed (always the store's). Each opens a form with a reason and the refund
 * the policy gives, and goes only on its confirm button. Opening a form moves focus into it;
 * Keep the lead returns focus to the button that opened it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { classed } from '@/lib/classed';
import { reasonProblem } from '@/domain/validation/estimate';
import type { StaffLead, StaffLeadCancel, StaffLeadStep } from '@/lib/api/staff-lead-view';
import { useMarket } from '@/lib/use-market';
import { estimateMessage } from '@/lib/validation/estimate-messages';
import { ChoiceLabel, EditorTextArea } from './editor-field';
import { stepText } from './lead-steps';
import styles from './lead-refunding-steps.module.css';

type Party = StaffLeadCancel['party'];
type RefundingEvent = NonNullable<StaffLeadCancel['event']>;

type Props = { lead: StaffLead; steps: StaffLeadStep[]; money: (amount: string) => string; busy: boolean; onCancel: (cancel: StaffLeadCancel) => void };

export function LeadRefundingSteps({ lead, steps, money, busy, onCancel }: Props) {
  const { t } = useMarket();
  const [open, setOpen] = useState<RefundingEvent | null>(null);
  const [party, setParty] = useState<Party>('store');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const last = useRef<RefundingEvent | null>(null);
  const toggled = useRef(false);

  useEffect(() => {
    if (!toggled.current) return;
    if (open) document.getElementById('lead-cancel-first')?.focus();
    else if (last.current) document.getElementById(`lead-step-${last.current}`)?.focus();
  }, [open]);

  if (steps.length === 0) return null;

  const toggle = (event: RefundingEvent | null) => {
    toggled.current = true;
    if (event) last.current = event;
    setProblem(null);
    setParty('store');
    setOpen(event);
  };

  const side: Party = open === 'cancel' ? party : 'store';
  const refund = money(lead.refundIfCancelled[side]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!open) return;
    const refused = reasonProblem(reason, true);
    if (refused) {
      setProblem(estimateMessage(t, refused));
      document.getElementById('lead-cancel-reason')?.focus();
      return;
    }
    setProblem(null);
    onCancel(open === 'cancel' ? { party, reason: reason.trim() } : { event: open, party: 'store', reason: reason.trim() });
  };

  if (!open) {
    return (
      <Buttons>
        {steps.map((step) => (
          <Danger key={step.event} id={`lead-step-${step.event}`} type="button" disabled={busy} onClick={() => toggle(step.event as RefundingEvent)}>
            {stepText(t, step)}
          </Danger>
        ))}
      </Buttons>
    );
  }

  const title = open === 'cancel' ? t('staff.cancel.title', { number: lead.quote.number }) : t(`staff.cancel.title.${open}`, { number: lead.quote.number });
  const confirm = open === 'cancel' ? t('staff.cancel.confirm', { amount: refund }) : t(`staff.cancel.confirm.${open}`, { amount: refund });

  return (
    <Form noValidate onSubmit={handleSubmit} aria-labelledby="lead-cancel-title">
      <h2 id="lead-cancel-title">{title}</h2>
      {open === 'cancel' ? (
        <fieldset>
          <legend>{t('staff.cancel.party')}</legend>
          {(['store', 'buyer'] as const).map((choice, index) => (
            <ChoiceLabel key={choice}>
              <input
                id={index === 0 ? 'lead-cancel-first' : undefined}
                type="radio"
                name="party"
                value={choice}
                checked={party === choice}
                onChange={() => setParty(choice)}
              />
              {t(`staff.cancel.party.${choice}`)}
            </ChoiceLabel>
          ))}
        </fieldset>
      ) : (
        <p id="lead-cancel-first" tabIndex={-1}>
          {t('staff.cancel.storeSide')}
        </p>
      )}
      <EditorTextArea
        id="lead-cancel-reason"
        label={t('staff.cancel.reason')}
        error={problem}
        rows={3}
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Refund>{t('staff.cancel.refund', { amount: refund })}</Refund>
      <Buttons>
        <Danger type="submit" disabled={busy}>
          {confirm}
        </Danger>
        <Keep type="button" disabled={busy} onClick={() => toggle(null)}>
          {t('staff.cancel.keep')}
        </Keep>
      </Buttons>
    </Form>
  );
}

const Form = classed('form', styles.form);

const Refund = classed('p', styles.refund);

const Buttons = classed('div', styles.buttons);

const Danger = classed('button', styles.danger);

const Keep = classed('button', styles.keep);
