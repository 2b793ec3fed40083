/** Weekly hours, Monday to Sunday (domain/hours.ts decides open, closed, by appointment). */
import styled from 'styled-components';
import { weeklyHours, type HoursLine } from '@/domain/hours';
import type { WorkingHours } from '@/lib/api/locations';
import type { Translate } from '@/lib/i18n';
import { useMarket } from '@/lib/use-market';

function hoursText(line: HoursLine, t: Translate): string {
  if (line.kind === 'closed') return t('store.closed');
  if (line.kind === 'appointment') return t('store.byAppointmentOnly');
  return t('store.timeRange', { opens: line.opens, closes: line.closes });
}

export function StoreHours({ workingHours }: { workingHours: WorkingHours[] }) {
  const { locale, t } = useMarket();
  return (
    <Table>
      <tbody>
        {weeklyHours(workingHours, locale).map((line) => (
          <tr key={line.day}>
            <th scope="row">{t(`day.${line.day}`)}</th>
            <Cell $closed={line.kind === 'closed'}>{hoursText(line, t)}</Cell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  max-width: 26rem;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.ash};
    text-align: left;
  }
  th {
    font-weight: 600;
    padding-right: ${({ theme }) => theme.space.md};
  }
`;

const Cell = styled.td<{ $closed: boolean }>`
  color: ${({ theme, $closed }) => ($closed ? theme.colors.smoke : theme.colors.ink)};
  font-variant-numeric: tabular-nums;
`;
