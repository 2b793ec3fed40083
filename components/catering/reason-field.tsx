/** The rejection reason: a labelled textarea that shows its error like the checkout's fields. */
import { classed } from '@/lib/classed';
import { Field, fieldId } from '@/components/form/form-field';
import { useField } from '@/lib/form/form-state';
import styles from './reason-field.module.css';

type Props = { form: string; label: string };

export function ReasonField({ form, label }: Props) {
  const [field, meta] = useField<string>('reason');
  const id = fieldId(form, 'reason');
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={4} {...field} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} />
      {invalid && (
        <ErrorText id={`${id}-error`} role="alert">
          {meta.error}
        </ErrorText>
      )}
    </Field>
  );
}

const ErrorText = classed('span', styles.errorText);
