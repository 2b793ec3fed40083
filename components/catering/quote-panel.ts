/** A panel of the quote page where the buyer acts on the quote (answer it, pay it), and its row of actions. */
import { classed } from '@/lib/classed';
import styles from './quote-panel.module.css';

export const QuotePanel = classed('section', styles.quotePanel);

export const QuoteActions = classed('div', styles.quoteActions);
