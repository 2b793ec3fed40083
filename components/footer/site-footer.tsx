/** A minimal footer: tagline and the copyright line with the current year (SPEC §2 Footer). */
import styled from 'styled-components';
import { useT } from '@/lib/use-t';

export function SiteFooter() {
  const t = useT();
  return (
    <Bar>
      <Inner>
        <p>{t('footer.tagline')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </Inner>
    </Bar>
  );
}

const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.charcoal};
  color: ${({ theme }) => theme.colors.cream};
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  font-size: 0.875rem;

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;
