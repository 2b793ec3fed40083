/** The two-column frame of the cart and checkout steps: the step's content, and the order beside it. */
import { classed } from '@/lib/classed';
import styles from './layout.module.css';

export const StepTitle = classed('h1', styles.stepTitle);

export const Columns = classed('div', styles.columns);

export const Aside = classed('aside', styles.aside);

export const Section = classed('section', styles.section);

export const PrimaryButton = classed('button', styles.primaryButton);

export const SecondaryButton = classed('button', styles.secondaryButton);

export const Muted = classed('p', styles.muted);
