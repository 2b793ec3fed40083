/**
 * The coupon form, new or edited: code and title, the discount type and its amount or percentage, what the
 * type applies to (items, menu sections or handoffs), a minimum order amount, the market, the
 * validity window (UTC), the overall and per-diner limits, and whether diners use single-use
 * codes. It is checked by the same rules as the API (domain/staff/staff-coupons.ts): each problem
 * is said beside its field and the first field at fault takes the focus; a refusal of the API
 * (a code the brand has) lands beside its field too. Editing, it starts from the coupon as it is,
 * and the fields that stay as they are (the code and type of a used coupon) are shown but disabled.
 *
 * The form state is a few useState hooks rather than the storefront's field-table form: most of
 * its fields are choices and lists the field table does not describe.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { couponDraftProblems, DISCOUNT_TYPE_IDS, targetOf, valueKindOf, type CouponDraft, type CouponProblem } from '@/domain/staff/staff-coupons';
import { isApiError } from '@/lib/api/api-error';
import { failureText } from '@/lib/api/failure-text';
import type { StaffCouponChoices, StaffCouponCreate } from '@/lib/api/staff-coupons';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { draftOf, EMPTY_COUPON_VALUES, type CouponFormValues } from './coupon-form-values';
import styles from './coupons.module.css';

type Values = CouponFormValues;

const FIELD_ORDER: (keyof Values)[] = ['code', 'title', 'typeId', 'value', 'itemIds', 'subcategoryIds', 'handoffIds', 'minimumAmount', 'countryCode', 'validFrom', 'validTo', 'usageLimit', 'perCustomerLimit', 'singleUse'];

type Problems = Partial<Record<string, string>>;
type Props = {
  choices: StaffCouponChoices;
  busy: boolean;
  onSubmit: (draft: StaffCouponCreate) => Promise<unknown>;
  /** Editing: the coupon's values, the fields that stay as they are, and the form's name and button. */
  initial?: CouponFormValues;
  fixed?: readonly ('code' | 'typeId')[];
  texts?: { title: string; submit: string; fixed?: string };
};

export function CouponForm({ choices, busy, onSubmit, initial = EMPTY_COUPON_VALUES, fixed = [], texts }: Props) {
  const { locale, currency, t } = useMarket();
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const typeId = Number.parseInt(values.typeId, 10);
  const kind = valueKindOf(typeId);
  const target = targetOf(typeId);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));
  const textOf = (problem: CouponProblem | { name: string; params?: Record<string, string | number> }) =>
    t.dynamic(`staffCoupons.error.staff_coupons_${problem.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`, problem.name, problem.params);

  const show = (found: Problems) => {
    setProblems(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const draft = draftOf(values, locale, currency);
    const found: Problems = {};
    for (const problem of couponDraftProblems(draft as CouponDraft)) found[problem.field] ??= textOf(problem);
    show(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit(draft);
    } catch (error) {
      const field = isApiError(error) ? error.params?.field : undefined;
      const text = isApiError(error) && error.code?.startsWith('staff_coupons_') ? t.dynamic(`staffCoupons.error.${error.code}`, error.message, error.params) : null;
      if (typeof field === 'string' && text) show({ [field]: text });
      else setFailure(text ?? (await failureText(t, error, { locale })));
    }
  };

  const field = (name: keyof Values, label: string, control: (props: { id: string; 'data-field': string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode, hint?: string) => {
    const id = `coupon-${name}`;
    const problem = problems[name];
    const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;
    return (
      <ConsoleField>
        <label htmlFor={id}>{label}</label>
        {hint && <small id={`${id}-hint`}>{hint}</small>}
        {control({ id, 'data-field': name, ...(problem ? { 'aria-invalid': true } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
        {problem && (
          <Problem id={`${id}-problem`} role="alert">
            {problem}
          </Problem>
        )}
      </ConsoleField>
    );
  };

  const isFixed = (name: keyof Values) => (fixed as readonly string[]).includes(name);
  const text = (name: keyof Values, label: string, hint?: string, type = 'text') =>
    field(
      name,
      label,
      (props) => <input {...props} type={type} autoComplete="off" disabled={isFixed(name)} value={values[name] as string} onChange={(event) => set(name, event.target.value as never)} />,
      hint,
    );
  /** An amount or a percentage, typed as the console's language writes numbers, on the decimal keyboard. */
  const amount = (name: 'value' | 'minimumAmount', label: string, hint?: string) =>
    field(name, label, (props) => <input {...props} type="text" inputMode="decimal" autoComplete="off" value={values[name]} onChange={(event) => set(name, event.target.value)} />, hint);

  const choiceList = (name: 'itemIds' | 'subcategoryIds' | 'handoffIds', legend: string, options: { id: number; title: string }[]) => (
    <Choices data-field={name} tabIndex={-1} aria-describedby={problems[name] ? `coupon-${name}-problem` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id}>
          <input
            type="checkbox"
            checked={values[name].includes(option.id)}
            onChange={(event) => set(name, event.target.checked ? [...values[name], option.id] : values[name].filter((id) => id !== option.id))}
          />
          {option.title}
        </label>
      ))}
      {problems[name] && (
        <Problem id={`coupon-${name}-problem`} role="alert">
          {problems[name]}
        </Problem>
      )}
    </Choices>
  );

  return (
    <Panel ref={form} noValidate aria-label={texts?.title ?? t('staffCoupons.form.title')} onSubmit={(event) => void handleSubmit(event)}>
      {failure && <Problem role="alert">{failure}</Problem>}
      {fixed.length > 0 && texts?.fixed && <p>{texts.fixed}</p>}
      {text('code', t('staffCoupons.field.code'), t('staffCoupons.field.codeHint'))}
      {text('title', t('staffCoupons.field.title'), t('staffCoupons.field.titleHint'))}
      {field('typeId', t('staffCoupons.field.type'), (props) => (
        <select {...props} disabled={isFixed('typeId')} value={values.typeId} onChange={(event) => set('typeId', event.target.value)}>
          {DISCOUNT_TYPE_IDS.map((id) => (
            <option key={id} value={id}>
              {t.dynamic(`staffCoupons.type.${id}`, String(id))}
            </option>
          ))}
        </select>
      ))}
      {kind !== 'none' && amount('value', kind === 'amount' ? t('staffCoupons.field.amount') : t('staffCoupons.field.percentage'))}
      {target === 'items' && choiceList('itemIds', t('staffCoupons.field.items'), choices.items)}
      {target === 'subcategories' && choiceList('subcategoryIds', t('staffCoupons.field.sections'), choices.subcategories)}
      {target === 'handoffs' && choiceList('handoffIds', t('staffCoupons.field.handoffs'), choices.handoffIds.map((id) => ({ id, title: t.dynamic(`staffCoupons.handoff.${id}`, String(id)) })))}
      {amount('minimumAmount', t('staffCoupons.field.minimum'), t('staffCoupons.field.optional'))}
      {field('countryCode', t('staffCoupons.field.market'), (props) => (
        <select {...props} value={values.countryCode} onChange={(event) => set('countryCode', event.target.value)}>
          <option value="">{t('staffCoupons.market.all')}</option>
          {choices.markets.map((market) => (
            <option key={market.countryCode} value={market.countryCode}>
              {t.dynamic(`staffCoupons.market.${market.countryCode}`, market.countryCode)}
            </option>
          ))}
        </select>
      ))}
      {text('validFrom', t('staffCoupons.field.validFrom'), t('staffCoupons.field.optional'), 'datetime-local')}
      {text('validTo', t('staffCoupons.field.validTo'), t('staffCoupons.field.optional'), 'datetime-local')}
      {text('usageLimit', t('staffCoupons.field.usageLimit'), t('staffCoupons.field.optional'), 'text')}
      {text('perCustomerLimit', t('staffCoupons.field.perCustomerLimit'), t('staffCoupons.field.optional'), 'text')}
      <Check>
        <input
          id="coupon-singleUse"
          data-field="singleUse"
          type="checkbox"
          checked={values.singleUse}
          onChange={(event) => set('singleUse', event.target.checked)}
          {...(problems.singleUse ? { 'aria-invalid': true, 'aria-describedby': 'coupon-singleUse-problem' } : {})}
        />
        <label htmlFor="coupon-singleUse">{t('staffCoupons.field.singleUse')}</label>
      </Check>
      {problems.singleUse && (
        <Problem id="coupon-singleUse-problem" role="alert">
          {problems.singleUse}
        </Problem>
      )}
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {texts?.submit ?? t('staffCoupons.form.create')}
        </ConsoleButton>
      </Buttons>
    </Panel>
  );
}

const Panel = classed('form', styles.panel);
const Choices = classed('fieldset', styles.choices);
const Problem = classed('p', styles.problem);
const Check = classed('div', styles.check);
const Buttons = classed('div', styles.buttons);
