/**
 * An item's serving times (dayparts) and holiday flag, for brand admins: up to four times of day
 * on the store's clock, none meaning whenever the store is open, and "holiday season only". What
 * the API refuses is said above the list by the screen.
 */
import { useState, type FormEvent } from 'react';
import { MAX_DAYPARTS } from '@/domain/menu/availability-messages';
import type { StaffDaypart, StaffMenuItem, StaffServing } from '@/lib/api/staff-menu';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import styles from './menu.module.css';

type Props = { item: StaffMenuItem; busy: boolean; onCancel: () => void; onSave: (serving: StaffServing) => Promise<boolean> };

export function ServingPanel({ item, busy, onCancel, onSave }: Props) {
  const { t } = useMarket();
  const [dayparts, setDayparts] = useState<StaffDaypart[]>(item.dayparts);
  const [holidayOnly, setHolidayOnly] = useState(item.holidayOnly);
  const titleId = `serving-${item.id}`;

  const change = (index: number, field: keyof StaffDaypart, value: string) =>
    setDayparts((current) => current.map((part, at) => (at === index ? { ...part, [field]: value } : part)));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({ dayparts, holidayOnly });
  };

  return (
    <Panel aria-labelledby={titleId} onSubmit={handleSubmit}>
      <h2 id={titleId}>{t('staffMenu.serving.title', { item: item.title })}</h2>
      <p>{t('staffMenu.serving.help')}</p>
      {dayparts.map((part, index) => (
        <Daypart key={index} role="group" aria-label={t('staffMenu.serving.timeLabel', { number: index + 1 })}>
          <ConsoleField>
            <label htmlFor={`${titleId}-starts-${index}`}>{t('staffMenu.serving.starts')}</label>
            <input id={`${titleId}-starts-${index}`} type="time" required value={part.starts} onChange={(event) => change(index, 'starts', event.target.value)} />
          </ConsoleField>
          <ConsoleField>
            <label htmlFor={`${titleId}-ends-${index}`}>{t('staffMenu.serving.ends')}</label>
            <input id={`${titleId}-ends-${index}`} type="time" required value={part.ends} onChange={(event) => change(index, 'ends', event.target.value)} />
          </ConsoleField>
          <ConsoleButton type="button" onClick={() => setDayparts((current) => current.filter((_, at) => at !== index))}>
            {t('staffMenu.serving.remove')}
          </ConsoleButton>
        </Daypart>
      ))}
      {dayparts.length < MAX_DAYPARTS && (
        <div>
          <ConsoleButton type="button" onClick={() => setDayparts((current) => [...current, { starts: '07:00', ends: '11:00' }])}>
            {t('staffMenu.serving.add')}
          </ConsoleButton>
        </div>
      )}
      <label>
        <input type="checkbox" checked={holidayOnly} onChange={(event) => setHolidayOnly(event.target.checked)} /> {t('staffMenu.serving.holidayOnlyField')}
      </label>
      <Buttons>
        <button type="submit" disabled={busy}>
          {t('staffMenu.serving.save')}
        </button>
        <ConsoleButton type="button" onClick={onCancel}>
          {t('staffMenu.serving.cancel')}
        </ConsoleButton>
      </Buttons>
    </Panel>
  );
}

const Panel = classed('form', styles.panel);
const Daypart = classed('div', styles.daypart);
const Buttons = classed('div', styles.buttons);
