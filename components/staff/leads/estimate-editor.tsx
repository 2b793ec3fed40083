/**
 * The estimate editor of a lead: its lines (from the store's catering menu, or custom), fees,
 * deposit and live totals, priced as the API prices them. Send checks every field first and
 * moves focus to the first one refused; a revision (the buyer already has an estimate) asks for
 * confirmation before it goes. Amounts and percentages are typed as the console's language writes
 * numbers ('12,50' in French) and sent with a decimal point. `opening` is the page's pricing of
 * the draft it opens with.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { classed } from '@/lib/classed';
import { QuoteTotals } from '@/components/catering/quote-totals';
import { rateToPercent, totalProblem } from '@/domain/validation/estimate';
import type { StaffEstimateInput, StaffEstimateMenu, StaffLead } from '@/lib/api/staff-lead-view';
import { useMarket } from '@/lib/use-market';
import { estimateMessage } from '@/lib/validation/estimate-messages';
import type { Currency } from '@/domain/markets';
import { draftInput, draftOf, draftProblems, draftTax, readDraft, type DraftFee, type DraftLine, type DraftPricing, type EstimateDraft } from './estimate-draft';
import { EstimateFees } from './estimate-fees';
import { EstimateLines } from './estimate-lines';
import { Secondary } from './estimate-rows';
import { EditorField } from './editor-field';
import { loadPricer, useDraftPricing } from './use-draft-pricing';
import styles from './estimate-editor.module.css';

type Props = {
  lead: StaffLead;
  menu: StaffEstimateMenu;
  opening: DraftPricing | null;
  money: (amount: string) => string;
  busy: boolean;
  onSend: (estimate: StaffEstimateInput) => void;
  onAnnounce: (text: string) => void;
};

export function EstimateEditor({ lead, menu, opening, money, busy, onSend, onAnnounce }: Props) {
  const { locale, t } = useMarket();
  const [draft, setDraft] = useState<EstimateDraft>(() => draftOf(lead, menu));
  /** The draft as typed, read: what is checked, priced and sent. */
  const read = useMemo(() => readDraft(draft, locale, menu.currency as Currency), [draft, locale, menu.currency]);
  const [showErrors, setShowErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const keys = useRef(0);
  const newKey = (prefix: string) => `${prefix}n${keys.current++}`;

  const tax = useMemo(() => draftTax(lead, menu), [lead, menu]);
  const problems = useMemo(() => draftProblems(read), [read]);
  const pricing = useDraftPricing(read, tax, opening);
  const totals = pricing?.totals ?? null;
  const tooLarge = totals ? totalProblem(totals.total) : null;
  const errorOf = (field: string) => (showErrors && problems[field] ? estimateMessage(t, problems[field]) : null);
  const revising = lead.quote.estimate !== null;

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  // After a refused Send, focus goes to the first field refused (or the menu item to add, when no line is left).
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], #estimate-total-error');
    (invalid ?? document.getElementById('estimate-add-item'))?.focus();
  }, [attempt]);

  const update = (change: (current: EstimateDraft) => EstimateDraft) => {
    setConfirming(false);
    setDraft(change);
  };

  const changeLine = (key: string, change: Partial<Omit<DraftLine, 'key' | 'kind'>>) =>
    update((current) => ({ ...current, lines: current.lines.map((line) => (line.key === key ? ({ ...line, ...change } as DraftLine) : line)) }));
  const changeFee = (key: string, change: Partial<Omit<DraftFee, 'key'>>) =>
    update((current) => ({ ...current, fees: current.fees.map((fee) => (fee.key === key ? { ...fee, ...change } : fee)) }));

  const handleAddMenuItem = (itemId: number, quantity: number) => {
    const item = menu.items.find((candidate) => candidate.itemId === itemId);
    if (!item) return;
    const line: DraftLine = { key: newKey('l'), kind: 'menu', itemId, title: item.title, quantity: String(quantity), unitPrice: item.unitPrice };
    update((current) => ({ ...current, lines: [...current.lines, line] }));
    onAnnounce(t('staff.estimate.added', { title: item.title }));
  };

  const handleAddCustom = () => {
    const key = newKey('l');
    update((current) => ({ ...current, lines: [...current.lines, { key, kind: 'custom', title: '', quantity: '1', unitPrice: '' }] }));
    setFocusTarget(`line-${key}-title`);
  };

  const handleRemoveLine = (line: DraftLine) => {
    update((current) => ({ ...current, lines: current.lines.filter((candidate) => candidate.key !== line.key) }));
    onAnnounce(t('staff.estimate.removed', { title: line.title.trim() || t('staff.estimate.customLine') }));
    setFocusTarget('estimate-lines-title');
  };

  const handleAddFee = () => {
    const key = newKey('f');
    update((current) => ({ ...current, fees: [...current.fees, { key, title: '', basis: 'amount', value: '', taxable: false }] }));
    setFocusTarget(`fee-${key}-title`);
  };

  const handleRemoveFee = (fee: DraftFee) => {
    update((current) => ({ ...current, fees: current.fees.filter((candidate) => candidate.key !== fee.key) }));
    onAnnounce(t('staff.estimate.removed', { title: fee.title.trim() || t('staff.estimate.fee') }));
    setFocusTarget('estimate-fees-title');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length > 0 || tooLarge) {
      setShowErrors(true);
      setAttempt((count) => count + 1);
    } else if (revising && !confirming) {
      setConfirming(true);
      setFocusTarget('estimate-confirm');
    } else {
      setConfirming(false);
      onSend(draftInput(read));
    }
  };

  return (
    <form ref={form} noValidate onSubmit={handleSubmit} onFocus={() => void loadPricer().catch(() => undefined)} aria-labelledby="estimate-editor-title">
      <h2 id="estimate-editor-title">{revising ? t('staff.estimate.reviseTitle') : t('staff.estimate.title')}</h2>
      <h3 id="estimate-lines-title" tabIndex={-1}>
        {t('staff.estimate.lines')}
      </h3>
      <EstimateLines
        lines={draft.lines}
        amounts={pricing?.lines ?? null}
        menu={menu}
        money={money}
        errorOf={errorOf}
        onChange={changeLine}
        onRemove={handleRemoveLine}
        onAddMenuItem={handleAddMenuItem}
        onAddCustom={handleAddCustom}
      />
      <h3 id="estimate-fees-title" tabIndex={-1}>
        {t('staff.estimate.fees')}
      </h3>
      <EstimateFees fees={draft.fees} currency={menu.currency} errorOf={errorOf} onChange={changeFee} onRemove={handleRemoveFee} onAdd={handleAddFee} />
      <h3>{t('staff.estimate.totals')}</h3>
      <Deposit
        id="deposit"
        label={t('staff.estimate.deposit')}
        error={errorOf('deposit')}
        inputMode="decimal"
        value={draft.depositPercent}
        onChange={(event) => update((current) => ({ ...current, depositPercent: event.target.value }))}
      />
      <p>{tax.taxExempt ? t('staff.estimate.taxExempt') : t('staff.estimate.taxRate', { rate: rateToPercent(tax.taxRate) })}</p>
      {totals ? (
        <QuoteTotals totals={totals} money={money} label={t('staff.estimate.totals')} />
      ) : (
        <p>{pricing ? estimateMessage(t, 'percentInvalid') : t('staff.estimate.pricing')}</p>
      )}
      {tooLarge && (
        <TotalError id="estimate-total-error" tabIndex={-1}>
          {estimateMessage(t, tooLarge)}
        </TotalError>
      )}
      {confirming ? (
        <Confirm role="group" aria-labelledby="estimate-confirm-text">
          <p id="estimate-confirm-text">{t('staff.estimate.confirmRevision')}</p>
          <Send id="estimate-confirm" type="submit" disabled={busy}>
            {t('staff.estimate.confirmSend')}
          </Send>
          <Secondary
            type="button"
            onClick={() => {
              setConfirming(false);
              setFocusTarget('estimate-send');
            }}
          >
            {t('staff.estimate.keepEditing')}
          </Secondary>
        </Confirm>
      ) : (
        <Send id="estimate-send" type="submit" disabled={busy}>
          {revising ? t('staff.estimate.sendRevision') : t('staff.estimate.send')}
        </Send>
      )}
    </form>
  );
}

const TotalError = classed('p', styles.totalError);

const Deposit = classed(EditorField, styles.deposit);

const Confirm = classed('div', styles.confirm);

const Send = classed('button', styles.send);
