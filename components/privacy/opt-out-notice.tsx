/**
 * What the do-not-sell page says about this browser: that its Global Privacy Control signal is
 * honoured as an opt-out, or that it opted out already, or (neither) that we honour GPC.
 */
import styled from 'styled-components';
import type { OptOutSource } from '@/domain/privacy/opt-out';
import { useT } from '@/lib/use-t';

export function OptOutNotice({ optOut }: { optOut: OptOutSource | null }) {
  const t = useT();
  return (
    <Notice aria-labelledby="privacy-gpc-title" $active={optOut !== null}>
      <h2 id="privacy-gpc-title">{t('privacy.gpc.title')}</h2>
      {optOut === 'gpc' && <p>{t('privacy.gpc.honoured')}</p>}
      {optOut === 'form' && <p>{t('privacy.optedOut')}</p>}
      {optOut === null && <p>{t('privacy.gpc.explain')}</p>}
    </Notice>
  );
}

const Notice = styled.section<{ $active: boolean }>`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme, $active }) => ($active ? theme.colors.ember : theme.colors.ash)};
  background: ${({ theme }) => theme.colors.cream};

  h2 {
    font-size: 1.125rem;
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0;
  }
`;
