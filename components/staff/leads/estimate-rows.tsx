/**
 * The estimate editor's rows (lines and fees alike): a list of fieldsets under the list's refusal,
 * each with its legend, its fields in a row and a Remove button at the row's end.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { secondaryButton } from '@/styles/buttons';

export function EstimateRows({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <>
      {error && <RowsError role="alert">{error}</RowsError>}
      <Rows>{children}</Rows>
    </>
  );
}

type RowProps = { legend: string; removeLabel: string; onRemove: () => void; children: ReactNode };

export function EstimateRow({ legend, removeLabel, onRemove, children }: RowProps) {
  return (
    <li>
      <fieldset>
        <legend>{legend}</legend>
        <Row>
          {children}
          <Remove type="button" onClick={onRemove}>
            {removeLabel}
          </Remove>
        </Row>
      </fieldset>
    </li>
  );
}

const Rows = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  fieldset {
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.ash};
    min-width: 0;
  }

  legend {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

const RowsError = styled.p`
  color: ${({ theme }) => theme.colors.emberDark};
  font-weight: 600;
`;

const Remove = styled.button`
  ${secondaryButton}
  overflow-wrap: anywhere;
`;

export const Secondary = styled.button`
  ${secondaryButton}
`;
