/**
 * Curbside, dine-in and drive-through in the start-order dialog: offered by some stores only,
 * so choosing one leads to a finder that lists just the stores offering it.
 */
import { classed } from '@/lib/classed';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import { useMarket } from '@/lib/use-market';
import styles from './more-handoff-choices.module.css';

const IN_STORE_HANDOFFS = ['curbside', 'dine-in', 'drive-through'] as const satisfies readonly HandoffTypeParam[];

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

const More = classed('section', styles.more);

const Choice = classed('button', styles.choice);

const Hint = classed('p', styles.hint);
