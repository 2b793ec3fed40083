/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { LocaleTag } from '@/domain/markets';
import { eGiftOfferOf } from '@/domain/payments/e-gift-cards';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { CARD_FIELDS, cardOf, readyFrame } from '@/components/payment/testing/fake-hosted-frame';
import { EGiftCardTemplate } from './e-gift-card-template';

const SLOW = { timeout: 10_000 };
const DAYS = { today: '2031-03-10', last: '2031-06-08' };
const BOUGHT = { id: '3f6c2a4e-9a0b-4c1d-8e2f-0a1b2c3d4e5f', amount: '75.00', currency: 'USD', recipientName: 'Grace', recipientEmail: 'grace@example.com', deliverOn: '2031-03-12', status: 'scheduled', cardLabel: 'Visa •••• 4242' };

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

function renderPage(locale: LocaleTag = 'en-us') {
  const country = locale.endsWith('-ca') ? 'CA' : 'US';
  renderWithProviders(<EGiftCardTemplate offer={eGiftOfferOf(country)!} country={country} days={DAYS} cardFields={CARD_FIELDS} breadcrumbs={[]} />, { locale });
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const GIFT = { "Recipient's name": 'Grace', "Recipient's email": 'grace@example.com', 'Delivery date': '2031-03-12', 'Your name': 'Ada', 'Your email (for the receipt)': 'ada@example.com' };
const BILLING = { 'Cardholder name': 'Ada Pit', 'Billing address': '1 Main St', City: 'Austin', State: 'TX', Zip: '78701' };

describe('EGiftCardTemplate', () => {
  it('offers the presets and buys a card with the token, the gift and an Idempotency-Key, then says when it is sent', async () => {
    api.respond = () => ({ body: BOUGHT });
    renderPage();
    const { sent } = await readyFrame({ card: cardOf('4242') });
    const amount = screen.getByLabelText('Amount') as HTMLSelectElement;
    expect([...amount.options].map((option) => option.textContent)).toEqual(['$25.00', '$50.00', '$75.00', '$100.00', 'Other amount']);
    fireEvent.change(amount, { target: { value: '75.00' } });
    fill({ ...GIFT, ...BILLING, 'Message (optional)': 'Enjoy!' });
    fireEvent.change(screen.getByLabelText('Email language'), { target: { value: 'fr' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buy the e-gift card for $75.00' }));
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thank you! Your e-gift card is paid' })).toBeTruthy(), SLOW);
    expect(screen.getByText('It will be emailed to grace@example.com on March 12, 2031.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.url).toBe('/online-ordering/e-gift-cards');
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      amount: '75.00', recipientName: 'Grace', recipientEmail: 'grace@example.com', senderName: 'Ada', senderEmail: 'ada@example.com', message: 'Enjoy!',
      deliverOn: '2031-03-12', language: 'fr', token: 'tok_4242', cardholderName: 'Ada Pit', billing: { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    });
  });

  it('refuses an own amount outside the limits and a day outside the window before anything is sent', async () => {
    renderPage();
    await readyFrame({ card: cardOf('4242') });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'custom' } });
    fill({ ...GIFT, ...BILLING, 'Your amount': '501', 'Delivery date': '2031-03-09' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buy the e-gift card' }));
    });
    expect(screen.getByText('Enter an amount from $10.00 to $500.00')).toBeTruthy();
    expect(screen.getByText('Choose a day from today to 90 days ahead')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('shows the API refusal in the diner language (fr-CA)', async () => {
    api.respond = () => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', code: 'egift_gift_card_tender', message: 'Gift cards cannot pay for gift cards: pay by card' } });
    renderPage('fr-ca');
    await readyFrame({ card: cardOf('4242') });
    fill({ 'Nom du destinataire': 'Grace', 'Courriel du destinataire': 'grace@example.com', "Date d’envoi": '2031-03-12', 'Votre nom': 'Ada', 'Votre courriel (pour le reçu)': 'ada@example.com' });
    fill({ 'Nom du titulaire de la carte': 'Ada Pit', 'Adresse de facturation': '1 rue Main', Ville: 'Montréal', Province: 'QC', 'Code postal': 'H2X 1Y4' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Acheter la carte-cadeau de 50,00/ }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Une carte-cadeau ne peut pas payer une carte-cadeau : payez par carte de crédit'), SLOW);
  });
});
