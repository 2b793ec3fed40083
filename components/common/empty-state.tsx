/** A page with nothing to act on: what it says (a paragraph or more), and the way to start. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MarketLink } from '@/components/common/market-link';
import { primaryButton } from '@/styles/buttons';

type Props = { children: ReactNode; startHref: string; startLabel: string };

export function EmptyState({ children, startHref, startLabel }: Props) {
  return (
    <Empty>
      {children}
      <StartLink href={startHref}>{startLabel}</StartLink>
    </Empty>
  );
}

const Empty = styled.div`
  padding-bottom: ${({ theme }) => theme.space.xxl};

  p {
    font-size: 1.25rem;
  }
`;

const StartLink = styled(MarketLink)`
  ${primaryButton}
`;
