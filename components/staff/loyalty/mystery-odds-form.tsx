/**
 * The mystery reward odds' panel: each prize (a menu item) with its chance in percent, a running
 * total against the 100 % the chances must make, a prize added from the menu or removed, and the
 * table saved whole. It is checked by the rules the API applies (domain/loyalty/settings.ts).
 */
import { useState, type FormEvent } from 'react';
import { MYSTERY_ODDS_TOTAL, mysteryOddsProblems, oddsTotal } from '@/domain/loyalty/settings';
import type { LoyaltySettings } from '@/lib/api/staff-loyalty';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { typedNumber, useLoyaltyText } from './use-loyalty-text';
import styles from './loyalty.module.css';

type Prize = { itemId: number; title: string; weight: string };
type Props = { settings: Pick<LoyaltySettings, 'mysteryPrizes' | 'items'>; busy: boolean; onSave: (prizes: { itemId: number; weight: number }[]) => void };

export function MysteryOddsForm({ settings, busy, onSave }: Props) {
  const { t } = useMarket();
  const text = useLoyaltyText();
  const [prizes, setPrizes] = useState<Prize[]>(settings.mysteryPrizes.map((prize) => ({ ...prize, weight: String(prize.weight) })));
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const entries = prizes.map((prize) => ({ itemId: prize.itemId, weight: typedNumber(prize.weight) }));
  const total = oddsTotal(entries);
  const chosen = new Set(prizes.map((prize) => prize.itemId));
  const choices = settings.items.filter((item) => !chosen.has(item.id));

  const setWeight = (itemId: number, weight: string) => setPrizes((current) => current.map((prize) => (prize.itemId === itemId ? { ...prize, weight } : prize)));
  const handleAdd = () => {
    const item = settings.items.find((entry) => entry.id === Number(adding));
    if (!item) return;
    setPrizes((current) => [...current, { itemId: item.id, title: item.title, weight: '0' }]);
    setAdding('');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const [found] = mysteryOddsProblems(entries);
    setProblem(found ? text.problem(found) : null);
    if (!found) onSave(entries);
  };

  return (
    <Panel aria-labelledby="loyalty-mystery-title" onSubmit={handleSubmit} noValidate>
      <h2 id="loyalty-mystery-title">{t('staffLoyalty.mystery.title')}</h2>
      <p id="loyalty-mystery-intro">{t('staffLoyalty.mystery.intro', { total: MYSTERY_ODDS_TOTAL })}</p>
      {prizes.length === 0 ? (
        <p>{t('staffLoyalty.mystery.empty')}</p>
      ) : (
        <Odds>
          {prizes.map((prize) => (
            <li key={prize.itemId}>
              <label htmlFor={`loyalty-odds-${prize.itemId}`}>{t('staffLoyalty.mystery.chanceOf', { item: prize.title })}</label>
              <input
                id={`loyalty-odds-${prize.itemId}`}
                inputMode="numeric"
                value={prize.weight}
                onChange={(event) => setWeight(prize.itemId, event.target.value)}
                aria-describedby="loyalty-mystery-total"
              />
              <ConsoleButton type="button" disabled={busy} onClick={() => setPrizes((current) => current.filter((entry) => entry.itemId !== prize.itemId))}>
                {t('staffLoyalty.mystery.remove', { item: prize.title })}
              </ConsoleButton>
            </li>
          ))}
        </Odds>
      )}
      <Total id="loyalty-mystery-total" aria-live="polite">
        {t('staffLoyalty.mystery.total', { total, expected: MYSTERY_ODDS_TOTAL })}
      </Total>
      {problem && <Problem role="alert">{problem}</Problem>}
      <Row>
        <ConsoleField>
          <label htmlFor="loyalty-mystery-add">{t('staffLoyalty.mystery.addItem')}</label>
          <select id="loyalty-mystery-add" value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">{t('staffLoyalty.store.choose')}</option>
            {choices.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </ConsoleField>
        <ConsoleButton type="button" disabled={busy || !adding} onClick={handleAdd}>
          {t('staffLoyalty.mystery.add')}
        </ConsoleButton>
      </Row>
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {t('staffLoyalty.mystery.save')}
        </ConsoleButton>
      </Buttons>
    </Panel>
  );
}

const Panel = classed('form', styles.panel);
const Odds = classed('ul', styles.odds);
const Total = classed('p', styles.total);
const Row = classed('div', styles.row);
const Buttons = classed('div', styles.buttons);
const Problem = classed('p', styles.problem);
