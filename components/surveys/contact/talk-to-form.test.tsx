/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { sendTalkTo } from '@/lib/api/contact';
import { TalkToForm } from './talk-to-form';

jest.mock('@/lib/api/contact', () => ({ sendTalkTo: jest.fn() }));
const sendCall = sendTalkTo as jest.MockedFunction<typeof sendTalkTo>;

const VISIT_TYPES = [
  { id: 1, label: 'Dine-in' },
  { id: 2, label: 'Carryout' },
];
const STORES = [
  { id: 7, label: 'Dallas Love Field (Dallas, TX)' },
  { id: 9, label: 'Austin Congress (Austin, TX)' },
];
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

afterEach(() => sendCall.mockReset());

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('TalkToForm', () => {
  it('sends the message as the API takes it and says what happens next', async () => {
    sendCall.mockResolvedValueOnce({ id: 't1', email: 'ada@example.com' });
    renderWithProviders(<TalkToForm visitTypes={VISIT_TYPES} stores={STORES} />);
    type('First name', 'Ada');
    type('Last name', 'Pit');
    type('Email', 'ada@example.com');
    type('Restaurant you visited', '9');
    type('Date of your visit', daysAgo(2));
    type('How you visited', '2');
    type('Your message', '  The ribs were cold.  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send my message' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thank you for telling us about your visit' })).toBeTruthy());
    expect(sendCall).toHaveBeenCalledWith({ locale: 'en-us' }, {
      firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', storeId: 9, visitDate: daysAgo(2), visitTypeId: 2, message: 'The ribs were cold.', website: '',
    });
    expect(screen.getByText('We sent a confirmation to ada@example.com.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Thank you for telling us about your visit' }));
  });

  it('shows each missing field beside it and focuses the first', async () => {
    renderWithProviders(<TalkToForm visitTypes={VISIT_TYPES} stores={STORES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send my message' }));
    await waitFor(() => expect(screen.getByText('First name is required')).toBeTruthy());
    for (const text of ['Email is required', 'Restaurant is required', 'Date is required', 'Tell us how you visited us', 'Tell us what is on your mind']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(sendCall).not.toHaveBeenCalled();
  });

  it('refuses a visit in the future or too long ago, with the API’s text', async () => {
    renderWithProviders(<TalkToForm visitTypes={VISIT_TYPES} stores={STORES} />);
    type('Date of your visit', daysAgo(-3));
    fireEvent.click(screen.getByRole('button', { name: 'Send my message' }));
    await waitFor(() => expect(screen.getByText('Choose the date of your visit: today or within the past 90 days')).toBeTruthy());
    type('Date of your visit', daysAgo(120));
    fireEvent.click(screen.getByRole('button', { name: 'Send my message' }));
    await waitFor(() => expect(screen.getByText('Choose the date of your visit: today or within the past 90 days')).toBeTruthy());
    expect(sendCall).not.toHaveBeenCalled();
  });

  it('shortens the restaurant list with the search, and says when nothing matches', async () => {
    renderWithProviders(<TalkToForm visitTypes={VISIT_TYPES} stores={STORES} />);
    const list = () => Array.from((screen.getByLabelText('Restaurant you visited') as HTMLSelectElement).options).map((option) => option.textContent);
    type(/Find your restaurant/, 'austin');
    expect(list()).toEqual(['Choose a restaurant', 'Austin Congress (Austin, TX)']);
    type(/Find your restaurant/, 'houston');
    expect(list()).toEqual(['Choose a restaurant']);
    expect(screen.getByText(/No restaurant matches “houston”/)).toBeTruthy();
  });

  it('shows the API’s refusal in French by its code', async () => {
    sendCall.mockRejectedValueOnce(new ApiError(400, 'Visit type 9 is not one we offer: choose one from the list', { code: 'contact_visit_type_unknown', params: { visitTypeId: 9 } }));
    renderWithProviders(<TalkToForm visitTypes={VISIT_TYPES} stores={STORES} />, { locale: 'fr-ca' });
    type('Prénom', 'Zoé');
    type('Nom', 'Fumé');
    type('Courriel', 'zoe@example.com');
    type('Restaurant visité', '7');
    type('Date de votre visite', daysAgo(1));
    type('Type de visite', '1');
    type('Votre message', 'Bravo');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Le type de visite 9 n’existe pas chez nous : choisissez-en un dans la liste'));
  });

  it('points to general feedback in a market without restaurants', () => {
    renderWithProviders(<TalkToForm visitTypes={VISIT_TYPES} stores={[]} />, { locale: 'fr-ca' });
    expect(screen.getByRole('link', { name: 'Envoyer des commentaires généraux' }).getAttribute('href')).toBe('/ca/fr/contact/general-feedback');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the form cannot load when the lists did not come', () => {
    renderWithProviders(<TalkToForm visitTypes={null} stores={STORES} />);
    expect(screen.getByRole('alert').textContent).toMatch(/could not load this form/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
