/**
 * The look and the ids of a form field, without any form library: a labelled column with its
 * hint and its error text. Ids derive from the form's id prefix and the field name, so the
 * first field in error can be found and focused. form-field.tsx builds Formik fields on it;
 * small forms that need no Formik (the cart's coupon field) use it directly.
 */
import styled from 'styled-components';

export const fieldId = (form: string, name: string) => `${form}-${name}`;
export const errorId = (form: string, name: string) => `${form}-${name}-error`;

export function FieldError({ form, name, text }: { form: string; name: string; text?: string }) {
  return (
    <ErrorText id={errorId(form, name)} role="alert">
      {text}
    </ErrorText>
  );
}

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    font-weight: 600;
  }

  input,
  select,
  textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space.sm};
    border: 2px solid ${({ theme }) => theme.colors.smoke};
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
  }

  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.ember};
  }
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 0.875rem;
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.emberDark};
  font-weight: 600;
`;
