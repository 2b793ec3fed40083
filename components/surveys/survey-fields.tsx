/**
 * The survey forms' own fields, shown like the shared ones (components/form/form-field.tsx): a
 * textarea, a star rating (radio buttons in a fieldset), a checkbox, and the honeypot people never
 * see. Each links its error with aria-describedby and carries the id FocusFirstError looks for.
 */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { Field, fieldId } from '@/components/form/form-field';
import { VisuallyHidden } from '@/components/layout/visually-hidden';
import { HONEYPOT_FIELD, SURVEY_RATING } from '@/domain/validation/surveys';
import { useField } from '@/lib/form/form-state';
import styles from './survey-fields.module.css';

type Common = { form: string; name: string; label: string };

function ErrorLine({ id, text }: { id: string; text?: string }) {
  return (
    <ErrorText id={id} role="alert">
      {text}
    </ErrorText>
  );
}

export function TextAreaField({ form, name, label, hint, rows = 5, maxLength }: Common & { hint?: string; rows?: number; maxLength?: number }) {
  const [field, meta] = useField<string>(name);
  const id = fieldId(form, name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint>{hint}</Hint>}
      <textarea id={id} rows={rows} maxLength={maxLength} {...field} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} />
      {invalid && <ErrorLine id={`${id}-error`} text={meta.error} />}
    </Field>
  );
}

const STARS = Array.from({ length: SURVEY_RATING.max - SURVEY_RATING.min + 1 }, (_, index) => SURVEY_RATING.min + index);

/** 1 to 5 stars; `starLabel(n)` names each choice ("4 stars"). The first radio carries the field's id. */
export function RatingField({ form, name, label, starLabel, required = false }: Common & { starLabel: (stars: number) => string; required?: boolean }) {
  const [field, meta] = useField<string>(name);
  const id = fieldId(form, name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Stars aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div>
        {STARS.map((stars) => (
          <label key={stars}>
            <input
              id={stars === SURVEY_RATING.min ? id : `${id}-${stars}`}
              type="radio"
              name={name}
              value={String(stars)}
              checked={field.value === String(stars)}
              required={required}
              aria-invalid={invalid}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <VisuallyHidden>{starLabel(stars)}</VisuallyHidden>
          </label>
        ))}
      </div>
      {invalid && <ErrorLine id={`${id}-error`} text={meta.error} />}
    </Stars>
  );
}

export function CheckboxField({ form, name, children }: { form: string; name: string; children: ReactNode }) {
  const [field, meta] = useField({ name, type: 'checkbox' });
  const id = fieldId(form, name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field>
      <CheckboxLabel htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={field.checked}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </CheckboxLabel>
      {invalid && <ErrorLine id={`${id}-error`} text={meta.error} />}
    </Field>
  );
}

/** The honeypot: off-screen, out of the tab order and hidden from assistive technology. People leave it empty. */
export function HoneypotField({ form, label }: { form: string; label: string }) {
  const [field] = useField<string>(HONEYPOT_FIELD);
  return (
    <Trap aria-hidden="true">
      <label htmlFor={fieldId(form, HONEYPOT_FIELD)}>{label}</label>
      <input id={fieldId(form, HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" {...field} />
    </Trap>
  );
}

const ErrorText = classed('span', styles.errorText);

const Hint = classed('span', styles.hint);

const Stars = classed('fieldset', styles.stars);

const CheckboxLabel = classed('label', styles.checkboxLabel);

const Trap = classed('div', styles.trap);

/** A survey form: its fieldsets as titled groups. */
export const SurveyFormFrame = classed('form', styles.surveyFormFrame);
