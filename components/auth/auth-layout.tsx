/** The frame of the sign-in pages: a narrow column with the title, notices and links. */
import styled from 'styled-components';
import { primaryButton, secondaryButton } from '@/styles/buttons';

export const AuthColumn = styled.div`
  max-width: 34rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
`;

export const AuthTitle = styled.h1`
  font-size: 2.25rem;
  text-transform: uppercase;
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/** A form-level message (an API refusal): announced, with the field messages beside their fields. */
export const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.ember};
  background: ${({ theme }) => theme.colors.cream};
  color: ${({ theme }) => theme.colors.emberDark};
  font-weight: 600;
`;

/** A neutral or good news message. */
export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.mustard};
  background: ${({ theme }) => theme.colors.noticeBackground};
  color: ${({ theme }) => theme.colors.noticeText};
  font-weight: 600;
`;

export const SubmitButton = styled.button`
  ${primaryButton}
  width: 100%;
  margin-top: ${({ theme }) => theme.space.sm};

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const SecondaryAction = styled.button`
  ${secondaryButton}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const AuthLinks = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.emberDark};
    font-weight: 700;
  }
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  color: ${({ theme }) => theme.colors.smoke};
  text-transform: uppercase;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.ash};
  }
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.25rem;
    text-transform: uppercase;
  }
`;
