/** One item of a console list (an order of the queue, a lead): a card named by its heading, with its facts as a plain list. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

type Props = { headingId: string; heading: ReactNode; children: ReactNode };

export function ConsoleCard({ headingId, heading, children }: Props) {
  return (
    <li>
      <Card aria-labelledby={headingId}>
        <h3 id={headingId}>{heading}</h3>
        {children}
      </Card>
    </li>
  );
}

const Card = styled.article`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.ash};
  background: ${({ theme }) => theme.colors.white};
  overflow-wrap: anywhere;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

export const CardFacts = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.sm};

  &:last-child {
    margin-bottom: 0;
  }
`;
