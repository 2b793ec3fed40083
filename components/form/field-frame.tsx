/**
 * The look and the ids of a form field, without any form library: a labelled column with its
 * hint and its error text. Ids derive from the form's id prefix and the field name, so the
 * first field in error can be found and focused. form-field.tsx builds the FormState fields on it;
 * small forms that need no FormState (the cart's coupon field) use it directly.
 */
import { classed } from '@/lib/classed';
import styles from './field-frame.module.css';

export const fieldId = (form: string, name: string) => `${form}-${name}`;
export const errorId = (form: string, name: string) => `${form}-${name}-error`;

export function FieldError({ form, name, text }: { form: string; name: string; text?: string }) {
  return (
    <ErrorText id={errorId(form, name)} role="alert">
      {text}
    </ErrorText>
  );
}

export const Field = classed('div', styles.field);

export const Hint = classed('span', styles.hint);

const ErrorText = classed('span', styles.errorText);
