/**
 * The estimate editor's rows (lines and fees alike): a list of fieldsets under the list's refusal,
 * each with its legend, its fields in a row and a Remove button at the row's end.
 */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import styles from './estimate-rows.module.css';

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

const Rows = classed('ol', styles.rows);

const Row = classed('div', styles.row);

const RowsError = classed('p', styles.rowsError);

const Remove = classed('button', styles.remove);

export const Secondary = classed('button', styles.secondary);
