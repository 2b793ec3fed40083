/**
 * The frame of every console page: the console's header over the page's own content, and the
 * pieces its pages share (a refusal's alert, a secondary button that greys out while disabled).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/components/common/container';
import { secondaryButton } from '@/styles/buttons';
import { ConsoleHeader, type ConsoleHeaderProps } from './console-header';

export function ConsolePage({ children, ...header }: ConsoleHeaderProps & { children: ReactNode }) {
  return (
    <Container>
      <ConsoleHeader {...header} />
      {children}
    </Container>
  );
}

export const ConsoleAlert = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.ember};
  background: ${({ theme }) => theme.colors.cream};
  color: ${({ theme }) => theme.colors.emberDark};
  font-weight: 600;
`;

export const ConsoleButton = styled.button`
  ${secondaryButton}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
