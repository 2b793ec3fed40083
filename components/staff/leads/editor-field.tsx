/** A labelled input or text area of the lead screens that shows its refusal beside it, tied to it for screen readers. */
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { classed } from '@/lib/classed';
import styles from './editor-field.module.css';

type Labelled = { id: string; label: string; error: string | null };
type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & Labelled;
type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & Labelled;

/** What ties a control to its refusal: marked invalid and described by the refusal while there is one. */
const refusalOf = (id: string, error: string | null) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export function EditorField({ id, label, error, className, ...input }: Props) {
  return (
    <Field className={className}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...refusalOf(id, error)} {...input} />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}

export function EditorTextArea({ id, label, error, className, ...area }: AreaProps) {
  return (
    <Field className={className}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...refusalOf(id, error)} {...area} />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}

export const Field = classed('div', styles.field);

export const ErrorText = classed('span', styles.errorText);

/** A checkbox or radio button with its text beside it, the whole line its label. */
export const ChoiceLabel = classed('label', styles.choiceLabel);
