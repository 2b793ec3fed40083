/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { StoreHours } from './store-hours';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { LocaleTag } from '@/domain/markets';
import type { WireHoursException, WireWorkingHours } from '@/domain/wire/catalog';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const LUNCH = { opened: '11:00:00', closed: '14:00:00' };
const DINNER = { opened: '17:00:00', closed: '22:00:00' };

/** Lunch and dinner with a gap between, Monday closed, Sunday by appointment only. */
const WEEK: WireWorkingHours[] = DAYS.map((day, index) => ({
  weekday: index + 1,
  day,
  active: day !== 'monday',
  opened: day === 'monday' ? null : LUNCH.opened,
  closed: day === 'monday' ? null : LUNCH.closed,
  byAppointmentOnly: day === 'sunday',
  intervals: day === 'monday' ? [] : [LUNCH, DINNER],
}));

const EXCEPTIONS: WireHoursException[] = [
  { date: '2026-12-31', closed: false, intervals: [{ opened: '10:30:00', closed: '01:00:00' }], occasion: 'new-years-eve', note: null },
  { date: '2026-11-26', closed: true, intervals: [], occasion: 'thanksgiving', note: null },
  { date: '2027-01-02', closed: true, intervals: [], occasion: null, note: 'Inventory' },
  { date: '2027-01-03', closed: true, intervals: [], occasion: null, note: null },
];

function hoursRow(day: string): string {
  const row = screen.getByRole('rowheader', { name: day }).closest('tr');
  return within(row as HTMLElement).getByRole('cell').textContent ?? '';
}

const exceptionItems = (title: string) =>
  within(screen.getByRole('list', { name: title })).getAllByRole('listitem').map((item) => item.textContent);

describe('StoreHours', () => {
  it.each([
    [
      'en-us',
      ['Monday', 'Closed'],
      ['Tuesday', '11:00 AM – 2:00 PM, 5:00 PM – 10:00 PM'],
      ['Sunday', 'By appointment only'],
      'Holiday hours',
      ['Thanksgiving, Nov 26: Closed', 'New Year’s Eve, Dec 31: 10:30 AM – 1:00 AM', 'Inventory, Jan 2: Closed', 'Jan 3: Closed'],
    ],
    [
      'fr-ca',
      ['Lundi', 'Fermé'],
      ['Mardi', '11 h 00 – 14 h 00, 17 h 00 – 22 h 00'],
      ['Dimanche', 'Sur rendez-vous seulement'],
      'Heures des fêtes',
      [
        'Action de grâce américaine, 26 nov. : Fermé',
        'Veille du jour de l’An, 31 déc. : 10 h 30 – 1 h 00',
        'Inventory, 2 janv. : Fermé',
        '3 janv. : Fermé',
      ],
    ],
    [
      'ja-jp',
      ['月曜日', '定休日'],
      ['火曜日', '11:00～14:00、17:00～22:00'],
      ['日曜日', '予約制'],
      '祝日の営業時間',
      ['感謝祭（11月26日）：定休日', '大晦日（12月31日）：10:30～01:00', 'Inventory（1月2日）：定休日', '1月3日：定休日'],
    ],
  ] as const)('%s: each day’s intervals, Closed, By appointment only, and the coming exceptions', (locale, closed, split, appointment, title, exceptions) => {
    renderWithProviders(<StoreHours workingHours={WEEK} exceptions={EXCEPTIONS} />, { locale: locale as LocaleTag });
    expect(hoursRow(closed[0])).toBe(closed[1]);
    expect(hoursRow(split[0])).toBe(split[1]);
    expect(hoursRow(appointment[0])).toBe(appointment[1]);
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    expect(exceptionItems(title)).toEqual(exceptions);
    expect(document.body.textContent).not.toMatch(/\d{2}:\d{2}:\d{2}/);
  });

  it('shows no exceptions section when none are coming', () => {
    renderWithProviders(<StoreHours workingHours={WEEK} exceptions={[]} />);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
