/**
 * The parts every account section shares: a titled section that says when it is busy, the
 * state line of a list (loading, empty, failed) and the small buttons of each entry.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { useMarket } from '@/lib/use-market';
import { primaryButton, secondaryButton } from '@/styles/buttons';

type SectionProps = { id: string; title: string; busy?: boolean; actions?: ReactNode; children: ReactNode };

export function AccountSection({ id, title, busy = false, actions, children }: SectionProps) {
  return (
    <Panel aria-labelledby={`${id}-title`} aria-busy={busy}>
      <PanelHead>
        <h2 id={`${id}-title`}>{title}</h2>
        {actions}
      </PanelHead>
      {children}
    </Panel>
  );
}

type StatusProps = { loading: boolean; error: string | null; empty: boolean; emptyText: string };

/** Loading while a change runs, the error of the last change, or the empty list's sentence. */
export function ListStatus({ loading, error, empty, emptyText }: StatusProps) {
  const { t } = useMarket();
  return (
    <>
      {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
      <p role="status" aria-live="polite">
        {loading ? t('account.loading') : empty ? emptyText : ''}
      </p>
    </>
  );
}

/** A list the loader could not read: the reason, and the rest of the page still works. */
export function LoadFailed({ message }: { message: string }) {
  const { t } = useMarket();
  return <ErrorNotice role="alert">{t('account.error.loadFailed', { reason: message })}</ErrorNotice>;
}

export const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.ash};
  }
`;

export const EntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SmallButton = styled.button`
  ${secondaryButton}
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: 0.875rem;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const MainButton = styled.button`
  ${primaryButton}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Badge = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.charcoal};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
`;

const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  p[role='status']:empty {
    margin: 0;
  }
`;

const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  border-bottom: 4px solid ${({ theme }) => theme.colors.ember};
  margin-bottom: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.5rem;
    text-transform: uppercase;
  }
`;
