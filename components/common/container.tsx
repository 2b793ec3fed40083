/** The page content column. */
import styled from 'styled-components';

export const Container = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} 0`};
`;
