/**
 * The points program's panel: on or off, and the points a diner earns per currency unit. The rate
 * is checked by the rules the API applies (domain/loyalty/settings.ts) before it is sent; a
 * problem is said beside the field, which takes the focus.
 */
import { useRef, useState, type FormEvent } from 'react';
import { EARN_RATE_MAX, EARN_RATE_MIN, earnRateProblems } from '@/domain/loyalty/settings';
import type { LoyaltySettings } from '@/lib/api/staff-loyalty';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { typedNumber, useLoyaltyText } from './use-loyalty-text';
import styles from './loyalty.module.css';

type Program = LoyaltySettings['program'];

type Props = { program: Program; busy: boolean; onSave: (program: Program) => void };

export function ProgramForm({ program, busy, onSave }: Props) {
  const { t } = useMarket();
  const text = useLoyaltyText();
  const [enabled, setEnabled] = useState(program.loyaltyEnabled);
  const [rate, setRate] = useState(String(program.pointsPerUnit));
  const [problem, setProblem] = useState<string | null>(null);
  const rateField = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const pointsPerUnit = typedNumber(rate);
    const [found] = earnRateProblems(pointsPerUnit);
    if (found) {
      setProblem(text.problem(found));
      rateField.current?.focus();
      return;
    }
    setProblem(null);
    onSave({ loyaltyEnabled: enabled, pointsPerUnit });
  };

  return (
    <Panel aria-labelledby="loyalty-program-title" onSubmit={handleSubmit} noValidate>
      <h2 id="loyalty-program-title">{t('staffLoyalty.program.title')}</h2>
      <Check>
        <input id="loyalty-enabled" type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <label htmlFor="loyalty-enabled">{t('staffLoyalty.program.enabled')}</label>
      </Check>
      <ConsoleField>
        <label htmlFor="loyalty-rate">{t('staffLoyalty.program.rate', { unit: text.unit })}</label>
        <input
          ref={rateField}
          id="loyalty-rate"
          inputMode="numeric"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'loyalty-rate-hint loyalty-rate-problem' : 'loyalty-rate-hint'}
        />
        <small id="loyalty-rate-hint">{t('staffLoyalty.program.rateHint', { min: EARN_RATE_MIN, max: EARN_RATE_MAX })}</small>
        {problem && (
          <Problem id="loyalty-rate-problem" role="alert">
            {problem}
          </Problem>
        )}
      </ConsoleField>
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {t('staffLoyalty.program.save')}
        </ConsoleButton>
      </Buttons>
    </Panel>
  );
}

const Panel = classed('form', styles.panel);
const Check = classed('div', styles.check);
const Buttons = classed('div', styles.buttons);
const Problem = classed('p', styles.problem);
