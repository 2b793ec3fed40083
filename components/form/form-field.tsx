/**
 * Accessible form fields for a FormState: a visible label, `aria-invalid` once the field is in
 * error, and the error text linked with `aria-describedby`. Ids derive from the form's id prefix
 * and the field name, so FocusFirstError can find the first field in error.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { classed } from '@/lib/classed';
import { useField } from '@/lib/form/form-state';
import { errorId, Field, FieldError, fieldId, Hint } from './field-frame';
import styles from './form-field.module.css';

export { Field, fieldId } from './field-frame';

type Common = { form: string; name: string; label: string; hint?: string };

function useFieldState(form: string, name: string) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = invalid ? errorId(form, name) : undefined;
  return { field, error: meta.error, invalid, describedBy };
}

type TextProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'id'>;

export function TextField({ form, name, label, hint, ...input }: TextProps) {
  const { field, error, invalid, describedBy } = useFieldState(form, name);
  return (
    <Field>
      <label htmlFor={fieldId(form, name)}>{label}</label>
      {hint && <Hint>{hint}</Hint>}
      <input id={fieldId(form, name)} {...field} {...input} aria-invalid={invalid} aria-describedby={describedBy} />
      {invalid && <FieldError form={form} name={name} text={error} />}
    </Field>
  );
}

type SelectProps = Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form' | 'id'> & { children: ReactNode };

export function SelectField({ form, name, label, hint, children, ...select }: SelectProps) {
  const { field, error, invalid, describedBy } = useFieldState(form, name);
  return (
    <Field>
      <label htmlFor={fieldId(form, name)}>{label}</label>
      {hint && <Hint>{hint}</Hint>}
      <select id={fieldId(form, name)} {...field} {...select} aria-invalid={invalid} aria-describedby={describedBy}>
        {children}
      </select>
      {invalid && <FieldError form={form} name={name} text={error} />}
    </Field>
  );
}

type TextAreaProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form' | 'id'>;

export function TextAreaField({ form, name, label, hint, ...area }: TextAreaProps) {
  const { field, error, invalid, describedBy } = useFieldState(form, name);
  return (
    <Field>
      <label htmlFor={fieldId(form, name)}>{label}</label>
      {hint && <Hint>{hint}</Hint>}
      <textarea id={fieldId(form, name)} {...field} {...area} aria-invalid={invalid} aria-describedby={describedBy} />
      {invalid && <FieldError form={form} name={name} text={error} />}
    </Field>
  );
}

export const FieldRow = classed('div', styles.fieldRow);
