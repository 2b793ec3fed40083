/** A labelled input of the lead screens that shows its refusal beside it, tied to it for screen readers. */
import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id: string; label: string; error: string | null };

export function EditorField({ id, label, error, className, ...input }: Props) {
  return (
    <Field className={className}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  label {
    font-weight: 600;
  }

  input,
  select,
  textarea {
    width: 100%;
    min-height: 2.5rem;
    padding: ${({ theme }) => theme.space.xs};
  }

  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.ember};
  }
`;

export const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.emberDark};
  font-weight: 600;
`;

/** A checkbox or radio button with its text beside it, the whole line its label. */
export const ChoiceLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2rem;
`;
