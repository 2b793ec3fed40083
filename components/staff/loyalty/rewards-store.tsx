/**
 * The rewards store's panel: each item with its points cost (changed in its row), retired items
 * after the listed ones (each can be put back at its last cost), and a form that adds a menu item
 * the store does not list yet. Costs are checked by the API's rules before they are sent.
 */
import { useState, type FormEvent } from 'react';
import { storePointsProblems } from '@/domain/loyalty/settings';
import type { LoyaltySettings } from '@/lib/api/staff-loyalty';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { typedNumber, useLoyaltyText } from './use-loyalty-text';
import styles from './loyalty.module.css';

type StoreItem = LoyaltySettings['storeItems'][number];

type Props = {
  settings: Pick<LoyaltySettings, 'storeItems' | 'items'>;
  busy: boolean;
  onAdd: (item: StoreItem['itemId'], points: number) => void;
  onCost: (item: StoreItem, points: number) => void;
  onRetire: (item: StoreItem) => void;
};

/** Checks typed points; answers them, or null after showing the problem. */
function usePoints(initial: string) {
  const text = useLoyaltyText();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const checked = (): number | null => {
    const points = typedNumber(value);
    const [found] = storePointsProblems(points);
    setProblem(found ? text.problem(found) : null);
    return found ? null : points;
  };
  return { value, setValue, problem, checked };
}

function StoreRow({ item, busy, onAdd, onCost, onRetire }: { item: StoreItem } & Omit<Props, 'settings'>) {
  const { t } = useMarket();
  const points = usePoints(String(item.points));
  const id = `loyalty-store-${item.itemId}`;
  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    const value = points.checked();
    if (value !== null) onCost(item, value);
  };
  return (
    <tr>
      <th scope="row">{item.title}</th>
      <td>
        {item.active ? (
          <form id={`${id}-form`} onSubmit={handleSave} noValidate>
            <input
              id={id}
              inputMode="numeric"
              aria-label={t('staffLoyalty.store.pointsOf', { item: item.title })}
              value={points.value}
              onChange={(event) => points.setValue(event.target.value)}
              aria-invalid={points.problem ? true : undefined}
              aria-describedby={points.problem ? `${id}-problem` : undefined}
            />{' '}
            <ConsoleButton type="submit" disabled={busy} aria-label={t('staffLoyalty.store.saveCost', { item: item.title })}>
              {t('staffLoyalty.store.save')}
            </ConsoleButton>
            {points.problem && (
              <Problem id={`${id}-problem`} role="alert">
                {points.problem}
              </Problem>
            )}
          </form>
        ) : (
          item.points
        )}
      </td>
      <td>{item.active ? t('staffLoyalty.store.listed') : t('staffLoyalty.store.retired')}</td>
      <td>
        {item.active ? (
          <ConsoleButton type="button" disabled={busy} aria-label={t('staffLoyalty.store.retire', { item: item.title })} onClick={() => onRetire(item)}>
            {t('staffLoyalty.store.retireButton')}
          </ConsoleButton>
        ) : (
          <ConsoleButton type="button" disabled={busy} aria-label={t('staffLoyalty.store.putBack', { item: item.title })} onClick={() => onAdd(item.itemId, item.points)}>
            {t('staffLoyalty.store.putBackButton')}
          </ConsoleButton>
        )}
      </td>
    </tr>
  );
}

function AddItemForm({ settings, busy, onAdd }: Pick<Props, 'settings' | 'busy' | 'onAdd'>) {
  const { t } = useMarket();
  const listed = new Set(settings.storeItems.map((item) => item.itemId));
  const choices = settings.items.filter((item) => !listed.has(item.id));
  const [itemId, setItemId] = useState('');
  const points = usePoints('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = points.checked();
    if (value !== null && itemId) onAdd(Number(itemId), value);
  };
  return (
    <AddForm aria-labelledby="loyalty-store-add-title" onSubmit={handleSubmit} noValidate>
      <h3 id="loyalty-store-add-title">{t('staffLoyalty.store.addTitle')}</h3>
      <ConsoleField>
        <label htmlFor="loyalty-store-add-item">{t('staffLoyalty.store.addItem')}</label>
        <select id="loyalty-store-add-item" value={itemId} required onChange={(event) => setItemId(event.target.value)}>
          <option value="">{t('staffLoyalty.store.choose')}</option>
          {choices.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleField>
        <label htmlFor="loyalty-store-add-points">{t('staffLoyalty.store.addPoints')}</label>
        <input
          id="loyalty-store-add-points"
          inputMode="numeric"
          value={points.value}
          onChange={(event) => points.setValue(event.target.value)}
          aria-invalid={points.problem ? true : undefined}
          aria-describedby={points.problem ? 'loyalty-store-add-problem' : undefined}
        />
      </ConsoleField>
      <ConsoleButton type="submit" disabled={busy || !itemId}>
        {t('staffLoyalty.store.add')}
      </ConsoleButton>
      {points.problem && (
        <Problem id="loyalty-store-add-problem" role="alert">
          {points.problem}
        </Problem>
      )}
    </AddForm>
  );
}

export function RewardsStore({ settings, ...actions }: Props) {
  const { t } = useMarket();
  return (
    <Panel aria-labelledby="loyalty-store-title">
      <h2 id="loyalty-store-title">{t('staffLoyalty.store.title')}</h2>
      {settings.storeItems.length === 0 ? (
        <p>{t('staffLoyalty.store.empty')}</p>
      ) : (
        <Table>
          <caption>{t('staffLoyalty.store.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staffLoyalty.store.item')}</th>
              <th scope="col">{t('staffLoyalty.store.points')}</th>
              <th scope="col">{t('staffLoyalty.store.status')}</th>
              <th scope="col">{t('staffLoyalty.store.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {settings.storeItems.map((item) => (
              <StoreRow key={`${item.itemId}:${item.points}:${item.active}`} item={item} {...actions} />
            ))}
          </tbody>
        </Table>
      )}
      <AddItemForm key={settings.storeItems.length} settings={settings} busy={actions.busy} onAdd={actions.onAdd} />
    </Panel>
  );
}

const Panel = classed('section', styles.panel);
const Table = classed('table', styles.table);
const AddForm = classed('form', styles.row);
const Problem = classed('p', styles.problem);
