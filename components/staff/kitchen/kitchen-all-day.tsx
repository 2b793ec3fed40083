/** The all-day count beside the tickets: how much of each item is still to make across the open tickets. */
import { htmlLang } from '@/domain/markets';
import { lineQuantityText } from '@/domain/menu/weight-units';
import type { KitchenAllDay as AllDay } from '@/lib/api/staff-kitchen';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import styles from './kitchen.module.css';

export function KitchenAllDay({ counts }: { counts: AllDay[] }) {
  const { locale, t } = useMarket();
  return (
    <Panel aria-labelledby="kitchen-all-day">
      <h2 id="kitchen-all-day">{t('staffKitchen.allDayTitle')}</h2>
      <p>{t('staffKitchen.allDayIntro')}</p>
      {counts.length === 0 ? (
        <p>{t('staffKitchen.allDayEmpty')}</p>
      ) : (
        <Counts>
          {counts.map((count) => (
            <li key={count.itemId ?? `title-${count.title}`}>
              <span>{count.title}</span>
              <strong>{lineQuantityText(count.quantity, count.weightUnit, htmlLang(locale))}</strong>
            </li>
          ))}
        </Counts>
      )}
    </Panel>
  );
}

const Panel = classed('section', styles.allDay);
const Counts = classed('ul', styles.counts);
