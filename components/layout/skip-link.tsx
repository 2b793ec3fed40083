/** The skip link targets #main. Hidden until focused. */
import { classed } from '@/lib/classed';
import { useT } from '@/lib/use-t';
import styles from './skip-link.module.css';

export function SkipLink() {
  const t = useT();
  return <Skip href="#main">{t('layout.skipLink')}</Skip>;
}

const Skip = classed('a', styles.skip);
