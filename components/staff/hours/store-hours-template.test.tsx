/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { addHoursException, deleteHoursException, fetchStoreHours, saveWeeklyHours, type StoreHours } from '@/lib/api/staff-hours';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { StoreHoursTemplate } from './store-hours-template';

jest.mock('@/lib/api/staff-hours', () => ({
  fetchStoreHours: jest.fn(),
  saveWeeklyHours: jest.fn(),
  addHoursException: jest.fn(),
  changeHoursException: jest.fn(),
  deleteHoursException: jest.fn(),
}));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const MANAGER = { ...STAFF_MEMBER, role: 'store_manager' as const };
const HOURS: StoreHours = {
  store: { id: 7, title: 'Lower Greenville', timeZone: 'America/Chicago' },
  today: '2026-11-20',
  week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: weekday === 1 ? [] : [{ opened: '11:00', closed: '21:00' }], byAppointmentOnly: false })),
  exceptions: [{ id: 3, date: '2026-11-26', closed: true, intervals: [], occasion: 'thanksgiving', note: null }],
};

beforeEach(() => {
  jest.mocked(fetchStoreHours).mockReset().mockResolvedValue(HOURS);
  for (const call of [saveWeeklyHours, addHoursException, deleteHoursException]) jest.mocked(call).mockReset().mockResolvedValue(undefined as never);
});

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('StoreHoursTemplate', () => {
  it('shows the week (a closed day says so) and the coming exceptions, under the Hours navigation entry', () => {
    renderWithProviders(<StoreHoursTemplate staff={MANAGER} hours={HOURS} />);
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Hours' }).getAttribute('aria-current')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Monday' })).getByText('Closed all day')).toBeTruthy();
    const thanksgiving = screen.getByRole('row', { name: /Thursday, November 26, 2026/ });
    expect(within(thanksgiving).getByText('Thanksgiving')).toBeTruthy();
    expect(within(thanksgiving).getByText('Closed')).toBeTruthy();
  });

  it('says what is wrong with an exception before sending it, then adds a closure with a note', async () => {
    renderWithProviders(<StoreHoursTemplate staff={MANAGER} hours={HOURS} />);
    await click(screen.getByRole('button', { name: 'Add a closure or special hours' }));
    const form = screen.getByRole('form', { name: 'New closure or special hours' });
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose the date of the closure or special hours');
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-11-19' } });
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe('The date Thursday, November 19, 2026 has passed in the store’s time zone');
    expect(addHoursException).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-12-03' } });
    fireEvent.change(within(form).getByLabelText('Note (optional)'), { target: { value: ' Staff holiday ' } });
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(addHoursException).toHaveBeenCalledWith(expect.anything(), 7, { date: '2026-12-03', closed: true, intervals: [], occasion: null, note: 'Staff holiday' });
    expect(screen.getByRole('status').textContent).toBe('Thursday, December 3, 2026 was saved.');
  });

  it('refuses overlapping split shifts with the day named, and says an API refusal in the console’s language', async () => {
    renderWithProviders(<StoreHoursTemplate staff={MANAGER} hours={HOURS} />, { locale: 'fr-ca' });
    const tuesday = screen.getByRole('group', { name: 'Plages du Mardi' });
    await click(within(tuesday).getByRole('button', { name: 'Ajouter une plage' }));
    const opens = within(tuesday).getAllByLabelText('Ouverture');
    fireEvent.change(opens[1]!, { target: { value: '20:00' } });
    const closes = within(tuesday).getAllByLabelText('Fermeture');
    fireEvent.change(closes[1]!, { target: { value: '23:00' } });
    await click(screen.getByRole('button', { name: 'Enregistrer les heures de la semaine' }));
    expect(screen.getByRole('alert').textContent).toBe('11:00–21:00 et 20:00–23:00 se chevauchent le Mardi : une plage ouvre après la fermeture de la précédente');
    expect(saveWeeklyHours).not.toHaveBeenCalled();

    fireEvent.change(opens[1]!, { target: { value: '21:00' } });
    jest.mocked(saveWeeklyHours).mockRejectedValueOnce(new ApiError(403, 'Only a store manager…', { code: 'staff_hours_managers_only' }));
    await click(screen.getByRole('button', { name: 'Enregistrer les heures de la semaine' }));
    expect(screen.getByRole('alert').textContent).toContain('Seuls un gérant de restaurant');
  });
});
