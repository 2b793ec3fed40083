/** The two-column frame of the cart and checkout steps: the step's content, and the order beside it. */
import styled from 'styled-components';
import { primaryButton, secondaryButton } from '@/styles/buttons';
import { media } from '@/styles/media';

export const StepTitle = styled.h1`
  font-size: 2.25rem;
  text-transform: uppercase;
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};

  ${media.below('narrow')} {
    grid-template-columns: 1fr;
  }
`;

export const Aside = styled.aside`
  align-self: start;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.cream};
  border-radius: 4px;

  h2 {
    margin-top: 0;
    font-size: 1.25rem;
    text-transform: uppercase;
  }
`;

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    font-size: 1.5rem;
    text-transform: uppercase;
    border-bottom: 4px solid ${({ theme }) => theme.colors.ember};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
`;

export const PrimaryButton = styled.button`
  ${primaryButton}
  width: 100%;
  margin-top: ${({ theme }) => theme.space.md};

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const SecondaryButton = styled.button`
  ${secondaryButton}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.smoke};
`;
