/**
 * Cancelling a lead: whose side it is on (the store's refunds everything paid, the buyer's what
 * the policy gives back), a reason, and the refund that follows, behind a confirmation. Opening
 * the form moves focus into it; Keep the lead returns focus to the button that opened it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { reasonProblem } from '@/domain/validation';
import type { StaffLead, StaffLeadCancel } from '@/lib/api/staff-lead-view';
import { useMarket } from '@/lib/use-market';
import { estimateMessage } from '@/lib/validation/estimate-messages';
import { primaryButton, secondaryButton } from '@/styles/buttons';
import { ErrorText, Field } from './editor-field';

type Props = { lead: StaffLead; money: (amount: string) => string; busy: boolean; onCancel: (cancel: StaffLeadCancel) => void };

export function LeadCancel({ lead, money, busy, onCancel }: Props) {
  const { t } = useMarket();
  const [open, setOpen] = useState(false);
  const [party, setParty] = useState<StaffLeadCancel['party']>('store');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  useEffect(() => {
    if (!toggled.current) return;
    if (open) document.getElementById('lead-cancel-store')?.focus();
    else opener.current?.focus();
  }, [open]);

  const toggle = (next: boolean) => {
    toggled.current = true;
    setOpen(next);
  };

  const refund = money(lead.refundIfCancelled[party]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const refused = reasonProblem(reason, true);
    if (refused) {
      setProblem(estimateMessage(t, refused));
      document.getElementById('lead-cancel-reason')?.focus();
      return;
    }
    setProblem(null);
    onCancel({ party, reason: reason.trim() });
  };

  if (!open) {
    return (
      <Danger ref={opener} type="button" disabled={busy} onClick={() => toggle(true)}>
        {t('staff.cancel.open')}
      </Danger>
    );
  }

  return (
    <Form noValidate onSubmit={handleSubmit} aria-labelledby="lead-cancel-title">
      <h2 id="lead-cancel-title">{t('staff.cancel.title', { number: lead.quote.number })}</h2>
      <fieldset>
        <legend>{t('staff.cancel.party')}</legend>
        {(['store', 'buyer'] as const).map((side) => (
          <Radio key={side}>
            <input id={`lead-cancel-${side}`} type="radio" name="party" value={side} checked={party === side} onChange={() => setParty(side)} />
            {t(`staff.cancel.party.${side}`)}
          </Radio>
        ))}
      </fieldset>
      <Field>
        <label htmlFor="lead-cancel-reason">{t('staff.cancel.reason')}</label>
        <textarea
          id="lead-cancel-reason"
          rows={3}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'lead-cancel-reason-error' : undefined}
        />
        {problem && <ErrorText id="lead-cancel-reason-error">{problem}</ErrorText>}
      </Field>
      <Refund>{t('staff.cancel.refund', { amount: refund })}</Refund>
      <Buttons>
        <Danger type="submit" disabled={busy}>
          {t('staff.cancel.confirm', { amount: refund })}
        </Danger>
        <Keep type="button" disabled={busy} onClick={() => toggle(false)}>
          {t('staff.cancel.keep')}
        </Keep>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.ember};
  margin-bottom: ${({ theme }) => theme.space.lg};

  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  legend {
    font-weight: 700;
  }
`;

const Radio = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2rem;
`;

const Refund = styled.p`
  font-weight: 700;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Danger = styled.button`
  ${primaryButton}
  margin-bottom: ${({ theme }) => theme.space.lg};

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Keep = styled.button`
  ${secondaryButton}
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
