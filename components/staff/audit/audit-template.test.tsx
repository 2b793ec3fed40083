/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { fetchStaffAuditLog, type StaffAuditEntry, type StaffAuditPage } from '@/lib/api/staff-audit';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { NO_AUDIT_FILTERS } from '@/lib/staff/audit-filters';
import { AuditTemplate } from './audit-template';

jest.mock('@/lib/api/staff-audit', () => ({ ...jest.requireActual('@/lib/api/staff-audit'), fetchStaffAuditLog: jest.fn() }));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));
const logCall = fetchStaffAuditLog as jest.MockedFunction<typeof fetchStaffAuditLog>;

afterEach(() => jest.clearAllMocks());

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };

const READ: StaffAuditEntry = {
  id: 12,
  at: '2030-03-04T15:00:00.000Z',
  staff: { id: 3, name: 'Dana Store', email: 'dana@whitlocks.example' },
  emailTried: null,
  action: 'read',
  store: { id: 7, title: 'Austin Downtown' },
  target: { type: 'order-feedback', id: null },
  detail: { filter: { storeId: 7, page: 1, pageSize: 20 } },
  clientAddress: '203.0.113.9',
};

const REFUSED: StaffAuditEntry = {
  id: 11,
  at: '2030-03-04T14:00:00.000Z',
  staff: null,
  emailTried: 'nobody@whitlocks.example',
  action: 'sign-in-failed',
  store: null,
  target: { type: 'staff', id: null },
  detail: { reason: 'unknown-email' },
  clientAddress: '198.51.100.7',
};

const page = (entries: StaffAuditEntry[], overrides: Partial<StaffAuditPage> = {}): StaffAuditPage => ({ entries, total: entries.length, page: 1, pageCount: 1, ...overrides });

function renderLog(locale: 'en-us' | 'fr-ca' = 'en-us', shown = page([READ, REFUSED]), error: string | null = null) {
  return renderWithProviders(<AuditTemplate staff={ADMIN} filters={NO_AUDIT_FILTERS} page={shown} error={error} />, { locale, pathname: '/staff/audit' });
}

describe('AuditTemplate', () => {
  it('shows each row: when, who, action, store, target and client address; the nav marks the log', () => {
    renderLog();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    const rows = within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Action', 'Store', 'Target', 'Client address']);
    const read = within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(read).toEqual(['Mar 4, 2030, 03:00:00 PM UTC', 'Dana Storedana@whitlocks.example', 'Read personal data', 'Austin Downtown', 'Order ratings (list: storeId: 7)', '203.0.113.9']);
    const refused = within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(refused).toEqual(['Mar 4, 2030, 02:00:00 PM UTC', 'Tried: nobody@whitlocks.example', 'Sign-in refusedNo account has this address', '—', 'Staff account', '198.51.100.7']);
  });

  it('sends the filters chosen, says while it loads, then says when nothing matches', async () => {
    let answer: (shown: StaffAuditPage) => void = () => undefined;
    logCall.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderLog();
    fireEvent.change(screen.getByLabelText('Person (account number or email)'), { target: { value: 'dana@whitlocks.example' } });
    fireEvent.change(screen.getByLabelText('Store'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2030-03-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2030-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('status').textContent).toBe('Loading the audit log…');
    expect(logCall).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en-us' }), { person: 'dana@whitlocks.example', storeId: 9, from: '2030-03-01', to: '2030-03-31', page: 1 });
    answer(page([]));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Entries found: 0'));
    expect(screen.getByText('No entry matches these filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/staff/audit?person=dana%40whitlocks.example&store=9&from=2030-03-01&to=2030-03-31');
  });

  it('says why the log could not be loaded, in French', async () => {
    logCall.mockRejectedValueOnce(new ApiError(400, 'The first day must not be after the last', { code: 'audit_range_invalid', params: { days: 366 } }));
    renderLog('fr-ca');
    expect(screen.getByRole('link', { name: 'Journal d’audit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le journal d’audit n’a pas pu être chargé : Le premier jour ne peut pas suivre le dernier, et ils peuvent être séparés de 366 jours au plus.',
    );
  });

  it('is linked from the console for brand admins only', () => {
    const { unmount } = renderWithProviders(<AuditTemplate staff={STAFF_MEMBER} filters={NO_AUDIT_FILTERS} page={page([])} error={null} />);
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).queryByRole('link', { name: 'Audit log' })).toBeNull();
    unmount();
    renderLog();
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/staff/audit');
  });
});
