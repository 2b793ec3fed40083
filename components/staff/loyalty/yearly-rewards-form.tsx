/** The birthday and anniversary rewards' panel: the menu item each gives, or off. */
import { useState, type FormEvent } from 'react';
import type { LoyaltySettings } from '@/lib/api/staff-loyalty';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import styles from './loyalty.module.css';

type Choice = { birthdayItemId: number | null; anniversaryItemId: number | null };
type Props = { settings: Pick<LoyaltySettings, 'yearly' | 'items'>; busy: boolean; onSave: (choice: Choice) => void };

export function YearlyRewardsForm({ settings, busy, onSave }: Props) {
  const { t } = useMarket();
  const [birthday, setBirthday] = useState(String(settings.yearly.birthday?.id ?? ''));
  const [anniversary, setAnniversary] = useState(String(settings.yearly.anniversary?.id ?? ''));
  const idOf = (value: string) => (value ? Number(value) : null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ birthdayItemId: idOf(birthday), anniversaryItemId: idOf(anniversary) });
  };

  const select = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <ConsoleField>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('staffLoyalty.yearly.off')}</option>
        {settings.items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </select>
    </ConsoleField>
  );

  return (
    <Panel aria-labelledby="loyalty-yearly-title" onSubmit={handleSubmit}>
      <h2 id="loyalty-yearly-title">{t('staffLoyalty.yearly.title')}</h2>
      <p>{t('staffLoyalty.yearly.intro')}</p>
      {select('loyalty-birthday', t('staffLoyalty.yearly.birthday'), birthday, setBirthday)}
      {select('loyalty-anniversary', t('staffLoyalty.yearly.anniversary'), anniversary, setAnniversary)}
      <Buttons>
        <ConsoleButton type="submit" disabled={busy}>
          {t('staffLoyalty.yearly.save')}
        </ConsoleButton>
      </Buttons>
    </Panel>
  );
}

const Panel = classed('form', styles.panel);
const Buttons = classed('div', styles.buttons);
