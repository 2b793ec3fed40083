/** The page content column. */
import { classed } from '@/lib/classed';
import styles from './container.module.css';

export const Container = classed('div', styles.container);
