/**
 * One section of the store's menu as a table: each item with its state (on sale, sold out until
 * the store's next business day, not sold here), its serving times and holiday flag, the "Sold
 * out today" checkbox (named with the item for screen readers) and, for brand admins, a button to
 * change the serving times.
 */
import type { StaffMenuItem, StaffMenuSection } from '@/lib/api/staff-menu';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import tableStyles from '../console-table.module.css';
import { ConsoleButton } from '../console-page';
import styles from './menu.module.css';

type Props = {
  section: StaffMenuSection;
  mayChangeServing: boolean;
  busy: boolean;
  /** When a sold-out mark ends, as the store's clock writes it. */
  untilText: (iso: string) => string;
  onSoldOut: (item: StaffMenuItem, soldOut: boolean) => void;
  onChangeServing: (item: StaffMenuItem) => void;
};

export function AvailabilityTable({ section, mayChangeServing, busy, untilText, onSoldOut, onChangeServing }: Props) {
  const { t } = useMarket();
  const headingId = `menu-section-${section.id}`;

  const stateText = (item: StaffMenuItem) => {
    if (!item.sold) return t('staffMenu.state.notSold');
    if (item.soldOutUntil) return t('staffMenu.state.soldOutUntil', { when: untilText(item.soldOutUntil) });
    return t('staffMenu.state.onSale');
  };

  const servingText = (item: StaffMenuItem) => {
    const hours = item.dayparts.length === 0 ? t('staffMenu.serving.allDay') : item.dayparts.map((part) => `${part.starts}–${part.ends}`).join(', ');
    return item.holidayOnly ? `${hours} · ${t('staffMenu.serving.holidayOnly')}` : hours;
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('staffMenu.sectionTitle', { menu: section.menuTitle, section: section.title })}</h2>
      <Table>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('staffMenu.column.item')}</th>
              <th scope="col">{t('staffMenu.column.state')}</th>
              <th scope="col">{t('staffMenu.column.serving')}</th>
              <th scope="col">{t('staffMenu.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {section.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.title}</th>
                <td>{item.soldOutUntil ? <SoldOut>{stateText(item)}</SoldOut> : stateText(item)}</td>
                <td>{servingText(item)}</td>
                <td>
                  <Toggle>
                    <input
                      type="checkbox"
                      checked={item.soldOutUntil !== null}
                      disabled={busy || !item.sold}
                      aria-label={t('staffMenu.soldOutTodayOf', { item: item.title })}
                      onChange={(event) => onSoldOut(item, event.target.checked)}
                    />
                    <span aria-hidden="true">{t('staffMenu.soldOutToday')}</span>
                  </Toggle>
                  {mayChangeServing && (
                    <ConsoleButton type="button" disabled={busy} aria-label={t('staffMenu.serving.changeOf', { item: item.title })} onClick={() => onChangeServing(item)}>
                      {t('staffMenu.serving.change')}
                    </ConsoleButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Table>
    </Section>
  );
}

const Section = classed('section', styles.section);
const Table = classed('div', tableStyles.consoleTable);
const Toggle = classed('label', styles.toggle);
const SoldOut = classed('span', styles.soldOut);
