/** Text for screen readers only (such as "opens in a new tab"). */
import { classed } from '@/lib/classed';
import styles from './visually-hidden.module.css';

export const VisuallyHidden = classed('span', styles.visuallyHidden);
