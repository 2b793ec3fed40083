/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { sendPrivacyRequest } from '@/lib/api/privacy';
import { CcpaRequestForm } from './ccpa-request-form';

jest.mock('@/lib/api/privacy', () => ({ sendPrivacyRequest: jest.fn() }));
const sendCall = sendPrivacyRequest as jest.MockedFunction<typeof sendPrivacyRequest>;

afterEach(() => sendCall.mockReset());

const TYPES = [
  { name: 'know', label: 'Know' },
  { name: 'correct', label: 'Correct' },
];
const REQUESTORS = [
  { name: 'consumer', label: 'Me' },
  { name: 'agent', label: 'An agent' },
];

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillPerson() {
  type('First name', 'Ada');
  type('Last name', 'Pitmaster');
  type('Email', 'ada@example.com');
}

describe('CcpaRequestForm', () => {
  it('says what is missing beside each field and focuses the first one', async () => {
    renderWithProviders(<CcpaRequestForm requestTypes={TYPES} requestorTypes={REQUESTORS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(screen.getByText('Choose what you are asking us to do')).toBeTruthy());
    expect(screen.getByText('Tell us who is making the request')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('What are you asking us to do?')));
    expect(sendCall).not.toHaveBeenCalled();
  });

  it('asks an agent’s name and a correction’s values, and sends them', async () => {
    sendCall.mockResolvedValueOnce({ id: 'r1', email: 'ada@example.com', dueAt: '2030-04-18T15:00:00.000Z' });
    renderWithProviders(<CcpaRequestForm requestTypes={TYPES} requestorTypes={REQUESTORS} />);
    type('What are you asking us to do?', 'correct');
    type('Who is making the request?', 'agent');
    fillPerson();
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(screen.getByText('Enter the name of the authorised agent making the request')).toBeTruthy());
    expect(screen.getByText('Enter at least one correction: first name, last name or phone number')).toBeTruthy();
    type('Authorised agent’s name', 'Lex Counsel');
    type('Corrected phone', '(512) 555-0199');
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your email to confirm your request' })).toBeTruthy());
    expect(sendCall).toHaveBeenCalledWith({ locale: 'en-us' }, {
      requestType: 'correct', requestorType: 'agent', agentName: 'Lex Counsel', firstName: 'Ada', lastName: 'Pitmaster', email: 'ada@example.com', corrections: { phone: '(512) 555-0199' }, website: '',
    });
    expect(screen.getByText(/April 18, 2030/)).toBeTruthy();
  });

  it('shows the API’s refusal in the diner’s language', async () => {
    sendCall.mockRejectedValueOnce(new ApiError(400, 'Request type "sell" is not one we offer: choose one from the list', { code: 'privacy_request_type_unknown', params: { requestType: 'sell' } }));
    renderWithProviders(<CcpaRequestForm requestTypes={TYPES} requestorTypes={REQUESTORS} />, { locale: 'fr-ca' });
    type('Que nous demandez-vous?', 'know');
    type('Qui fait la demande?', 'consumer');
    type('Prénom', 'Ada');
    type('Nom', 'Pitmaster');
    type('Courriel', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Le type de demande « sell » n’existe pas'));
  });

  it('says so when the choices could not load', () => {
    renderWithProviders(<CcpaRequestForm requestTypes={null} requestorTypes={REQUESTORS} />);
    expect(screen.getByRole('alert').textContent).toContain('could not load its choices');
  });
});
