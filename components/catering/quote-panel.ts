/** A panel of the quote page where the buyer acts on the quote (answer it, pay it), and its row of actions. */
import styled from 'styled-components';

export const QuotePanel = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export const QuoteActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
