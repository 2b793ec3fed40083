/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import {
  createStaffEntry,
  fetchStaffEntries,
  moveStaffEntry,
  publishStaffEntry,
  unpublishStaffEntry,
  type StaffContentEntries,
  type StaffContentEntry,
} from '@/lib/api/staff-content-entries';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { EntriesTemplate } from './entries-template';

jest.mock('@/lib/api/staff-content-entries', () => ({
  ...jest.requireActual('@/lib/api/staff-content-entries'),
  fetchStaffEntries: jest.fn(),
  createStaffEntry: jest.fn(),
  changeStaffEntry: jest.fn(),
  publishStaffEntry: jest.fn(),
  unpublishStaffEntry: jest.fn(),
  moveStaffEntry: jest.fn(),
}));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const IMAGE = { url: '/images/deals/kids.jpg', alternativeText: 'Kids plate', width: 800, height: 600 };
const deal = (id: number, title: string, status: StaffContentEntry['status'] = 'published'): StaffContentEntry => ({
  id,
  kind: 'deal',
  locale: 'fr-ca',
  position: id,
  status,
  publishedAt: status === 'draft' ? null : '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  fields: { title, description: 'd', terms: 't', ctaLabel: 'Commander', ctaUrl: '/order-now', imageUrl: IMAGE.url, imageAlt: 'x' },
});
const LIST: StaffContentEntries = { entries: [deal(1, 'Les enfants mangent gratuitement'), deal(2, 'Le midi')], images: [IMAGE] };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('EntriesTemplate', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists the deals in order with where each stands; the first cannot move up, the last not down', () => {
    renderWithProviders(<EntriesTemplate staff={ADMIN} kind="deal" locale="fr-ca" list={LIST} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deals' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Deals in French (Canada)' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move Les enfants mangent gratuitement up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Le midi down' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Published')).toHaveLength(2);
  });

  it('says each problem beside its field with the API’s own rules, and sends nothing', async () => {
    renderWithProviders(<EntriesTemplate staff={ADMIN} kind="deal" locale="fr-ca" list={LIST} />);
    type('Title', 'Poitrine du mardi');
    type('Button link (a path such as /order-now, or an https:// address)', 'javascript:alert(1)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the draft' })));
    expect(await screen.findByText('Give a path of this site, such as /order-now, or an https:// address')).toBeTruthy();
    expect(screen.getAllByText('Fill in this field').length).toBeGreaterThan(0);
    expect(createStaffEntry).not.toHaveBeenCalled();
  });

  it('saves a new deal as a draft in the list’s language, then publishes it and moves it up', async () => {
    const draft = deal(3, 'Poitrine du mardi', 'draft');
    jest.mocked(createStaffEntry).mockResolvedValue(draft);
    jest.mocked(fetchStaffEntries).mockResolvedValue({ ...LIST, entries: [...LIST.entries, draft] });
    renderWithProviders(<EntriesTemplate staff={ADMIN} kind="deal" locale="fr-ca" list={LIST} />);
    type('Title', 'Poitrine du mardi');
    type('Description', 'Une demi-livre de poitrine.');
    type('Terms', 'Restaurants participants.');
    type('Button label', 'Commander');
    type('Button link (a path such as /order-now, or an https:// address)', '/order-now');
    type('Picture description (for screen readers)', 'Une assiette');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the draft' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('The draft “Poitrine du mardi” is saved.'));
    expect(jest.mocked(createStaffEntry).mock.calls[0]!.slice(1)).toEqual([
      'deal',
      'fr-ca',
      { title: 'Poitrine du mardi', description: 'Une demi-livre de poitrine.', terms: 'Restaurants participants.', ctaLabel: 'Commander', ctaUrl: '/order-now', imageAlt: 'Une assiette', imageUrl: IMAGE.url },
    ]);
    expect(fetchStaffEntries).toHaveBeenCalledWith(expect.anything(), 'deal', 'fr-ca');

    jest.mocked(publishStaffEntry).mockResolvedValue({ ...draft, status: 'published' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish Poitrine du mardi' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('“Poitrine du mardi” is published'));
    expect(jest.mocked(publishStaffEntry).mock.calls[0]![1]).toBe(3);

    jest.mocked(moveStaffEntry).mockRejectedValue(new ApiError(409, 'This entry cannot move further that way', { code: 'staff_content_entry_at_edge' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move Poitrine du mardi up' })));
    expect((await screen.findByRole('alert')).textContent).toContain('This entry cannot move further that way');
    expect(jest.mocked(moveStaffEntry).mock.calls[0]!.slice(1)).toEqual([3, 'up']);
  });

  it('schedules a draft at a chosen time, says when, and calls the schedule off', async () => {
    const draft = deal(3, 'Poitrine du mardi', 'draft');
    const local = '2030-06-01T14:30';
    // 14:30 on the brand's clocks (Chicago, UTC−5 in June), whatever zone the test runs in.
    const at = '2030-06-01T19:30:00.000Z';
    const scheduled: StaffContentEntry = { ...draft, status: 'scheduled', publishedAt: at };
    renderWithProviders(<EntriesTemplate staff={ADMIN} kind="deal" locale="fr-ca" list={{ ...LIST, entries: [...LIST.entries, draft] }} />);
    expect(screen.queryByRole('button', { name: 'Schedule Le midi' })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schedule Poitrine du mardi' })));
    const form = screen.getByRole('form', { name: 'Schedule “Poitrine du mardi”' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Schedule' })));
    expect(within(form).getByText('Choose the day and time to publish at')).toBeTruthy();
    expect(publishStaffEntry).not.toHaveBeenCalled();

    jest.mocked(publishStaffEntry).mockResolvedValue(scheduled);
    jest.mocked(fetchStaffEntries).mockResolvedValue({ ...LIST, entries: [...LIST.entries, scheduled] });
    fireEvent.change(within(form).getByLabelText('Publish at (the brand’s time)'), { target: { value: local } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Schedule' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('“Poitrine du mardi” is scheduled'));
    expect(jest.mocked(publishStaffEntry).mock.calls[0]!.slice(1)).toEqual([3, at]);
    expect(screen.queryByRole('form', { name: 'Schedule “Poitrine du mardi”' })).toBeNull();
    expect(screen.getByRole('row', { name: /Poitrine du mardi/ }).textContent).toContain('Public from');

    jest.mocked(unpublishStaffEntry).mockResolvedValue(draft);
    jest.mocked(fetchStaffEntries).mockResolvedValue({ ...LIST, entries: [...LIST.entries, draft] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel the schedule of Poitrine du mardi' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('“Poitrine du mardi” is no longer scheduled'));
    expect(jest.mocked(unpublishStaffEntry).mock.calls[0]![1]).toBe(3);
  });

  it('shows the API’s words when the chosen time has passed', async () => {
    const draft = deal(3, 'Poitrine du mardi', 'draft');
    jest.mocked(publishStaffEntry).mockRejectedValue(
      new ApiError(400, 'That time has passed: choose a publishing time still to come, or publish now', { code: 'staff_content_publish_at_past' }),
    );
    renderWithProviders(<EntriesTemplate staff={ADMIN} kind="deal" locale="fr-ca" list={{ ...LIST, entries: [draft] }} />, { locale: 'fr-ca' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Programmer Poitrine du mardi' })));
    fireEvent.change(screen.getByLabelText('Publier le (heure de l’enseigne)'), { target: { value: '2020-01-01T10:00' } });
    await act(async () => fireEvent.click(within(screen.getByRole('form', { name: 'Programmer « Poitrine du mardi »' })).getByRole('button', { name: 'Programmer' })));
    expect((await screen.findByRole('alert')).textContent).toContain('Cette heure est passée');
  });

  it('edits a FAQ question in place, in the console’s language', async () => {
    const question: StaffContentEntry = { ...deal(5, ''), kind: 'faq', fields: { question: 'Livrez-vous ?', answer: 'Oui.' } };
    renderWithProviders(<EntriesTemplate staff={ADMIN} kind="faq" locale="fr-ca" list={{ entries: [question], images: [] }} />, { locale: 'fr-ca' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Modifier Livrez-vous ?' })));
    expect(screen.getByRole('form', { name: 'Modifier « Livrez-vous ? »' })).toBeTruthy();
    expect((screen.getByLabelText('Réponse', { exact: true }) as HTMLTextAreaElement).value).toBe('Oui.');
  });
});
