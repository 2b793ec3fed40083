/** Beside a menu whose prices include the tax (Japan, Mexico), the line that says so: 表示価格はすべて税込です。 */
import { classed } from '@/lib/classed';
import { pricesIncludeTax } from '@/domain/ordering/tax-inclusive';
import { useMarket } from '@/lib/use-market';
import styles from './tax-inclusive-note.module.css';

export function TaxInclusiveNote() {
  const { country, t } = useMarket();
  if (!pricesIncludeTax(country)) return null;
  return <Note>{t('menu.pricesIncludeTax')}</Note>;
}

const Note = classed('p', styles.note);
