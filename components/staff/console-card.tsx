/** One item of a console list (an order of the queue, a lead): a card named by its heading, with its facts as a plain list. */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import styles from './console-card.module.css';

type Props = { headingId: string; heading: ReactNode; children: ReactNode };

export function ConsoleCard({ headingId, heading, children }: Props) {
  return (
    <li>
      <Card aria-labelledby={headingId}>
        <h3 id={headingId}>{heading}</h3>
        {children}
      </Card>
    </li>
  );
}

const Card = classed('article', styles.card);

export const CardFacts = classed('ul', styles.cardFacts);
