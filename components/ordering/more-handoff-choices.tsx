/**
 * Curbside, dine-in and drive-through in the start-order dialog: offered by some stores only,
 * so choosing one leads to a finder that lists just the stores offering it.
 */
import styled from 'styled-components';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import { useMarket } from '@/lib/use-market';
import { outlineButton } from '@/styles/buttons';

export const IN_STORE_HANDOFFS = ['curbside', 'dine-in', 'drive-through'] as const satisfies readonly HandoffTypeParam[];

export function MoreHandoffChoices({ onChoose }: { onChoose: (handoff: HandoffTypeParam) => void }) {
  const { t } = useMarket();
  return (
    <More aria-labelledby="more-handoffs-title">
      <h3 id="more-handoffs-title">{t('handoffs.start.more')}</h3>
      <ul>
        {IN_STORE_HANDOFFS.map((handoff) => (
          <li key={handoff}>
            <Choice type="button" onClick={() => onChoose(handoff)} aria-describedby={`handoff-hint-${handoff}`}>
              {t(`ordering.handoff.${handoff}`)}
            </Choice>
            <Hint id={`handoff-hint-${handoff}`}>{t(`ordering.handoff.${handoff}Hint`)}</Hint>
          </li>
        ))}
      </ul>
    </More>
  );
}

const More = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1rem;
    text-align: center;
  }

  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Choice = styled.button`
  ${outlineButton}
  width: 100%;
  min-height: 2.75rem;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 0.8125rem;
  text-align: center;
`;
