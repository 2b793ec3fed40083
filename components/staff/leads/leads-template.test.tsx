/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { fetchStaffLeads } from '@/lib/api/staff-leads';
import { STAFF_MEMBER, leadPage } from '@/lib/api/testing/wire-staff-lead';
import { NO_LEAD_FILTERS } from '@/lib/staff/lead-filters';
import { LeadsTemplate } from './leads-template';

jest.mock('@/lib/api/staff-leads', () => ({ fetchStaffLeads: jest.fn() }));
const listCall = fetchStaffLeads as jest.MockedFunction<typeof fetchStaffLeads>;

afterEach(() => jest.clearAllMocks());

function renderList(locale: 'en-us' | 'fr-ca' = 'en-us', page = leadPage()) {
  return renderWithProviders(<LeadsTemplate staff={STAFF_MEMBER} filters={NO_LEAD_FILTERS} page={page} />, { locale, pathname: '/staff/leads' });
}

describe('LeadsTemplate', () => {
  it('lists each lead with its translated status, linking to its page', () => {
    renderList('fr-ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Demandes traiteur' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console du personnel' });
    expect(within(nav).getByRole('link', { name: 'Demandes traiteur' }).getAttribute('aria-current')).toBe('page');
    const card = screen.getByRole('article', { name: /Demande 5042/ });
    expect(within(card).getByRole('link', { name: 'Demande 5042' }).getAttribute('href')).toBe('/ca/fr/staff/leads/5042');
    expect(within(card).getByText('Demande envoyée par le client')).toBeTruthy();
    expect(within(card).getByText('Ada Pit, Acme')).toBeTruthy();
  });

  it('sends the filters chosen, says while it loads, then shows the answer', async () => {
    let answer: (page: ReturnType<typeof leadPage>) => void = () => undefined;
    listCall.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderList();
    fireEvent.change(screen.getByLabelText('Lead number, name, email or company'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Event from'), { target: { value: '2030-06-01' } });
    fireEvent.change(screen.getByLabelText('Store'), { target: { value: '9' } });
    fireEvent.click(screen.getByLabelText('Awaiting customer'));
    fireEvent.click(screen.getByLabelText('Hot lead'));
    fireEvent.click(screen.getByRole('button', { name: 'Show leads' }));
    expect(screen.getByRole('status').textContent).toBe('Loading leads…');
    expect(listCall).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en-us' }), {
      storeId: 9,
      statuses: [2, 16],
      from: '2030-06-01',
      to: '',
      q: 'Ada',
      page: 1,
    });
    answer(leadPage({ data: [], total: 0 }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Leads found: 0'));
    expect(screen.getByText('No lead matches these filters.')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/staff/leads?store=9&status=2,16&from=2030-06-01&q=Ada');
  });

  it('pages through the results and moves focus to their heading', async () => {
    listCall.mockResolvedValueOnce(leadPage({ page: 2, total: 45 }));
    renderList('en-us', leadPage({ total: 45 }));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    expect(listCall).toHaveBeenCalledWith(expect.anything(), { ...NO_LEAD_FILTERS, page: 2 });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Leads' }));
  });

  it('says why a list could not be loaded', async () => {
    listCall.mockRejectedValueOnce(new ApiError(503, 'Service unavailable'));
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Show leads' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The leads could not be loaded: /);
  });
});
