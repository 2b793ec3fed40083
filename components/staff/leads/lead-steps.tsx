/**
 * The steps a lead allows now (from the API, cancel apart): one button each, with an optional
 * reason that travels with the step. The reason's limit is domain/validation's, the API's own.
 */
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { reasonProblem } from '@/domain/validation/estimate';
import type { StaffLeadStep } from '@/lib/api/staff-lead-view';
import type { Translate } from '@/lib/i18n';
import { useMarket } from '@/lib/use-market';
import { estimateMessage } from '@/lib/validation/estimate-messages';
import { EditorTextArea } from './editor-field';
import styles from './lead-steps.module.css';

type Props = { steps: StaffLeadStep[]; busy: boolean; onStep: (step: StaffLeadStep, reason: string) => void };

export function stepText(t: Translate, step: StaffLeadStep): string {
  return t.dynamic(`staff.leads.step.${step.event}`, step.label);
}

export function LeadSteps({ steps, busy, onStep }: Props) {
  const { t } = useMarket();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (steps.length === 0) return null;

  const handleStep = (step: StaffLeadStep) => {
    const refused = reasonProblem(reason, false);
    if (refused) {
      setProblem(estimateMessage(t, refused));
      document.getElementById('lead-step-reason')?.focus();
      return;
    }
    setProblem(null);
    onStep(step, reason.trim());
  };

  return (
    <section aria-labelledby="lead-steps-title">
      <h2 id="lead-steps-title">{t('staff.leads.stepsTitle')}</h2>
      <EditorTextArea id="lead-step-reason" label={t('staff.leads.stepReason')} error={problem} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      <Buttons>
        {steps.map((step) => (
          <Step key={step.event} type="button" disabled={busy} onClick={() => handleStep(step)}>
            {stepText(t, step)}
          </Step>
        ))}
      </Buttons>
    </section>
  );
}

const Buttons = classed('div', styles.buttons);

const Step = classed('button', styles.step);
