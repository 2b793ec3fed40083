/** The skip link targets #main. Hidden until focused. */
import styled from 'styled-components';
import { useT } from '@/lib/use-t';

export function SkipLink() {
  const t = useT();
  return <Skip href="#main">{t('layout.skipLink')}</Skip>;
}

const Skip = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;

  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;
