/** The lines of a catering quote (the request at menu prices, or the estimate) as a table. */
import styled from 'styled-components';
import type { QuoteLine } from '@/lib/api/quote-view';
import { useMarket } from '@/lib/use-market';

type Props = { lines: QuoteLine[]; money: (amount: string) => string; caption: string };

export function QuoteLines({ lines, money, caption }: Props) {
  const { t } = useMarket();
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('catering.quote.item')}</th>
          <Num scope="col">{t('catering.quote.quantity')}</Num>
          <Num scope="col">{t('catering.quote.unitPrice')}</Num>
          <Num scope="col">{t('catering.quote.amount')}</Num>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${index}-${line.title}`}>
            <th scope="row">{line.title}</th>
            <Num as="td">{line.quantity}</Num>
            <Num as="td">{money(line.unitPrice)}</Num>
            <Num as="td">{money(line.amount)}</Num>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space.md};

  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.ash};
    text-align: left;
    font-weight: 400;
  }
`;

const Num = styled.th`
  && {
    text-align: right;
  }
`;
