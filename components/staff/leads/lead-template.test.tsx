/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { cancelLead, moveLead, sendEstimate } from '@/lib/api/staff-leads';
import { ESTIMATE_MENU, STAFF_MEMBER, estimatedLead, staffLead } from '@/lib/api/testing/wire-staff-lead';
import { draftPricing } from './draft-pricing';
import { draftOf, draftTax } from './estimate-draft';
import { LeadTemplate } from './lead-template';
import { loadPricer } from './use-draft-pricing';

jest.mock('@/lib/api/staff-leads', () => ({ sendEstimate: jest.fn(), moveLead: jest.fn(), cancelLead: jest.fn(), fetchStaffLead: jest.fn(async () => undefined) }));
const sendCall = sendEstimate as jest.MockedFunction<typeof sendEstimate>;
const moveCall = moveLead as jest.MockedFunction<typeof moveLead>;
const cancelCall = cancelLead as jest.MockedFunction<typeof cancelLead>;

afterEach(() => jest.clearAllMocks());
// The editor prices each change at once, as it does once staff have focused it.
beforeAll(() => loadPricer());

const totals = () => screen.getByLabelText('Totals');
const row = (label: string) => within(totals()).getByText(label).nextSibling?.textContent;

function renderLead(lead = staffLead(), locale: 'en-us' | 'fr-ca' | 'ja-jp' = 'en-us') {
  const pricing = lead.canEstimate ? draftPricing(draftOf(lead, ESTIMATE_MENU), draftTax(lead, ESTIMATE_MENU)) : null;
  return renderWithProviders(<LeadTemplate staff={STAFF_MEMBER} lead={lead} menu={ESTIMATE_MENU} pricing={pricing} />, { locale });
}

describe('LeadTemplate', () => {
  it('shows the lead, the console navigation and the request as the editor’s first lines', () => {
    renderLead();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead 5042' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Catering leads' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Customer created lead')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Brisket Tray' })).toBeTruthy();
    expect(row('Subtotal')).toBe('$178.00');
    expect(row('Tax')).toBe('$14.68');
    expect(row('Deposit')).toBe('$48.17');
  });

  it('adds a menu line, a custom line and a fee, and the totals follow', () => {
    renderLead();
    fireEvent.change(screen.getByLabelText('Catering menu item'), { target: { value: '201' } });
    fireEvent.change(screen.getByLabelText('Quantity', { selector: '#estimate-add-quantity' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to estimate' }));
    expect(screen.getByRole('status').textContent).toBe('Sweet Tea Gallon added.');
    expect(row('Subtotal')).toBe('$228.00');

    fireEvent.click(screen.getByRole('button', { name: 'Add a custom line' }));
    const title = document.activeElement as HTMLInputElement;
    expect(title.labels?.[0]?.textContent).toBe('Title');
    fireEvent.change(title, { target: { value: 'Carving station' } });
    const custom = screen.getByRole('group', { name: 'Custom line' });
    fireEvent.change(within(custom).getByLabelText('Unit price (USD)'), { target: { value: '150' } });
    expect(row('Subtotal')).toBe('$378.00');

    fireEvent.click(screen.getByRole('button', { name: 'Add a fee' }));
    fireEvent.change(document.activeElement!, { target: { value: 'Delivery' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Fee 1' })).getByLabelText('Amount (USD)'), { target: { value: '25' } });
    expect(row('Delivery')).toBe('$25.00');
    expect(row('Total')).toBe('$434.18');
  });

  it('removes a line, says so, and keeps focus in the editor', () => {
    renderLead();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Brisket Tray' }));
    expect(screen.queryByRole('group', { name: 'Brisket Tray' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Brisket Tray removed.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Lines' }));
    expect(row('Total')).toBe('$0.00');
  });

  it('refuses to send what the API would refuse, beside the field, and focuses the first one', async () => {
    renderLead(staffLead(), 'fr-ca');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne libre' }));
    fireEvent.change(screen.getByLabelText('Acompte (% du total)'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’estimation' }));
    const title = screen.getByLabelText('Intitulé');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Donnez un intitulé à chaque ligne et à chaque frais')).toBeTruthy();
    expect(screen.getAllByText('Saisissez un pourcentage de 0 à 100, comme 25 ou 8,25').length).toBeGreaterThan(0);
    expect(sendCall).not.toHaveBeenCalled();
  });

  it('says when the buyer chose no menu items, and the editor starts empty', () => {
    renderLead(staffLead({ request: { lines: [], total: '0.00' } }));
    expect(screen.getByText('The buyer chose no menu items: the request is the event’s details.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'What the buyer asked for' })).toBeNull();
    expect(row('Total')).toBe('$0.00');
  });

  it('refuses an estimate above the most the API takes, and says so below the totals', async () => {
    renderLead();
    fireEvent.change(screen.getByLabelText('Quantity', { selector: '#line-l0-quantity' }), { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a custom line' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Whole ranch' } });
    fireEvent.change(screen.getByLabelText('Unit price (USD)'), { target: { value: '9999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send estimate' }));
    const refusal = screen.getByText('An estimate may come to at most 999999.99');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(sendCall).not.toHaveBeenCalled();
  });

  it('sends the estimate, re-renders from the answer and announces the new status', async () => {
    sendCall.mockResolvedValueOnce(estimatedLead());
    renderLead();
    fireEvent.click(screen.getByRole('button', { name: 'Send estimate' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Estimate sent. Lead 5042 is now Awaiting customer.'));
    expect(sendCall).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en-us' }), 5042, {
      lines: [{ kind: 'menu', itemId: 101, quantity: 2 }],
      fees: [],
      depositRate: '0.25',
    });
    expect(screen.getByRole('heading', { name: 'Estimate the buyer has' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send revised estimate' })).toBeTruthy();
  });

  it('reads French amounts and percentages with their decimal comma, prices them and sends them with a decimal point', async () => {
    sendCall.mockResolvedValueOnce(estimatedLead());
    renderLead(staffLead(), 'fr-ca');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne libre' }));
    fireEvent.change(document.activeElement!, { target: { value: 'Station de découpe' } });
    const unitPrice = within(screen.getByRole('group', { name: 'Ligne libre' })).getByLabelText('Prix unitaire (USD)');
    expect(unitPrice.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(unitPrice, { target: { value: '150,5' } });
    fireEvent.change(screen.getByLabelText('Acompte (% du total)'), { target: { value: '30,5' } });
    const subtotal = within(screen.getByLabelText('Totaux')).getByText('Sous-total').nextSibling?.textContent;
    expect(subtotal?.replace(/[\u00a0\u202f]/g, ' ')).toBe('328,50 $ US');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’estimation' }));
    await waitFor(() =>
      expect(sendCall).toHaveBeenCalledWith(expect.objectContaining({ locale: 'fr-ca' }), 5042, {
        lines: [
          { kind: 'menu', itemId: 101, quantity: 2 },
          { kind: 'custom', title: 'Station de découpe', quantity: 1, unitPrice: '150.50' },
        ],
        fees: [],
        depositRate: '0.305',
      }),
    );
  });

  it('refuses a French amount it cannot read, with a French example', async () => {
    renderLead(staffLead(), 'fr-ca');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne libre' }));
    fireEvent.change(document.activeElement!, { target: { value: 'Station de découpe' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Ligne libre' })).getByLabelText('Prix unitaire (USD)'), { target: { value: '150,5,0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’estimation' }));
    expect(await screen.findByText('Saisissez un montant d’au moins 0 avec au plus 2 décimales, comme 25 ou 12,50')).toBeTruthy();
    expect(sendCall).not.toHaveBeenCalled();
  });

  it('asks before sending a revision', async () => {
    sendCall.mockResolvedValueOnce(estimatedLead());
    renderLead(estimatedLead());
    fireEvent.click(screen.getByRole('button', { name: 'Send revised estimate' }));
    expect(sendCall).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, send the revision' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send the revision' }));
    await waitFor(() => expect(sendCall).toHaveBeenCalledTimes(1));
  });

  it('shows a refusal by its code, in the console’s language', async () => {
    sendCall.mockRejectedValueOnce(new ApiError(409, 'Item 101 is not on the catering menu', { code: 'catering_item_not_on_menu', params: { item: 101, number: 5042 } }));
    renderLead(staffLead(), 'ja-jp');
    fireEvent.click(screen.getByRole('button', { name: '見積もりを送る' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('101');
    expect(alert.textContent).not.toBe('Item 101 is not on the catering menu');
  });

  it('takes a step with its reason', async () => {
    moveCall.mockResolvedValueOnce(staffLead({ status: { id: 16, name: 'hotLead', label: 'Hot lead', messageKey: 'catering.status.hotLead' } }));
    renderLead();
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: ' 400 guests ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark hot' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Lead 5042 is now Hot lead.'));
    expect(moveCall).toHaveBeenCalledWith(expect.anything(), 5042, { event: 'markHot', reason: '400 guests' });
  });

  it('cancels behind a confirmation that shows the refund of the side chosen', async () => {
    cancelCall.mockResolvedValueOnce(estimatedLead({ status: { id: 11, name: 'canceledCatering', label: 'Canceled catering', messageKey: 'catering.status.canceledCatering' }, steps: [], canEstimate: false, refunded: '27.47' }));
    renderLead(estimatedLead());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the lead…' }));
    expect(document.activeElement).toBe(screen.getByLabelText('The store'));
    expect(screen.getByText('The buyer gets back $54.94.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('The buyer'));
    expect(screen.getByText('The buyer gets back $27.47.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the lead and refund $27.47' }));
    expect(await screen.findByText('Say why')).toBeTruthy();
    expect(cancelCall).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Event moved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the lead and refund $27.47' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Lead 5042 is now Canceled catering. Refunded: $27.47.'));
    expect(cancelCall).toHaveBeenCalledWith(expect.anything(), 5042, { party: 'buyer', reason: 'Event moved' });
  });

  it('declines on the store’s side, and Keep the lead returns focus to its button', () => {
    renderLead(estimatedLead());
    fireEvent.click(screen.getByRole('button', { name: 'Decline (not booked)' }));
    expect(screen.getByText('This is on the store\'s side: everything paid is refunded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline and refund $54.94' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the lead' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Decline (not booked)' }));
  });
});
