/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { toCheckoutOrder } from '@/lib/api/checkout-view';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { wireQuote } from '@/lib/api/testing/wire-quote';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { readOrderCookies, writeOrderCookies } from '@/lib/order-cookies';
import type { QuoteRequestState } from '@/lib/page-loaders/quote-request';
import { QuoteRequestTemplate } from './quote-request-template';

const SLOW = { timeout: 10_000 };
const order = toCheckoutOrder(buildWireOrder({ id: 'ord-7', categoryId: 3 }));
const READY: QuoteRequestState = { kind: 'ready', order, prefill: null, days: { min: '2030-06-01', max: '2031-06-01' } };
const ADA = { firstName: 'Ada', lastName: 'Pitmaster', email: 'ada@example.com', phone: '(512) 555-0142' };

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  writeOrderCookies('ord-7', 'order-token');
});

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function change(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function submit(name = 'Send quote request') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/** Every field filled with values both the form and the API accept. */
function fillValid() {
  change('First name', ADA.firstName);
  change('Last name', ADA.lastName);
  change('Email', ADA.email);
  change('Phone number', ADA.phone);
  change('Event date', '2030-06-15');
  change(/^Start time/, '18:30');
  change(/^Number of guests/, '40');
}

describe('QuoteRequestTemplate validation', () => {
  it.each([
    [
      'en-us',
      'Send quote request',
      'First name',
      ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required', 'Date is required', 'Time is required', 'Enter a number of guests from 10 to 2000'],
    ],
    [
      'fr-ca',
      'Envoyer la demande de devis',
      'Prénom',
      ['Le prénom est obligatoire', 'Le nom de famille est obligatoire', 'Le courriel est obligatoire', 'Le numéro de téléphone est obligatoire', 'La date est obligatoire', "L'heure est obligatoire", "Entrez un nombre d'invités de 10 à 2000"],
    ],
  ] as const)('%s: says what is missing beside each field and focuses the first', async (locale, button, firstLabel, messages) => {
    const { router } = renderWithProviders(<QuoteRequestTemplate state={READY} />, { locale });
    await submit(button);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(messages);
    const first = screen.getByLabelText(firstLabel);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(first), SLOW);
    expect(router.push).not.toHaveBeenCalled();
    expect(api.requests).toEqual([]);
  });

  it.each([
    ['9 guests', /^Number of guests/, '9', 'Enter a number of guests from 10 to 2000'],
    ['2001 guests', /^Number of guests/, '2001', 'Enter a number of guests from 10 to 2000'],
    ['12.5 guests', /^Number of guests/, '12.5', 'Enter a number of guests from 10 to 2000'],
    ['a company of 121 characters', 'Company (optional)', 'x'.repeat(121), 'A company name takes at most 120 characters'],
    ['notes of 1001 characters', 'Notes for the store (optional)', 'x'.repeat(1001), 'Notes take at most 1000 characters'],
    ['a tax-exempt id of 3 characters', /^Tax-exempt id/, 'TX1', 'A tax-exempt id is 4 to 20 letters, digits or dashes'],
    ['a tax-exempt id of 21 characters', /^Tax-exempt id/, 'A'.repeat(21), 'A tax-exempt id is 4 to 20 letters, digits or dashes'],
    ['a malformed email', 'Email', 'ada@', 'Invalid email address'],
  ])('refuses %s with its message', async (_name, label, value, message) => {
    renderWithProviders(<QuoteRequestTemplate state={READY} />);
    fillValid();
    change(label, value);
    await submit();
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
    expect(api.requests).toEqual([]);
  });

  it.each([
    ['10 guests', /^Number of guests/, '10'],
    ['2000 guests', /^Number of guests/, '2000'],
    ['a company of 120 characters', 'Company (optional)', 'x'.repeat(120)],
    ['a tax-exempt id of 4 characters', /^Tax-exempt id/, 'TX-1'],
    ['a tax-exempt id of 20 characters', /^Tax-exempt id/, 'A'.repeat(20)],
  ])('accepts %s', async (_name, label, value) => {
    api.respond = () => ({ status: 201, body: wireQuote({ accessToken: 'link' }) });
    renderWithProviders(<QuoteRequestTemplate state={READY} />);
    fillValid();
    change(label, value);
    await submit();
    await waitFor(() => expect(api.requests).toHaveLength(1), SLOW);
  });

  it('offers every quarter hour from 7:00 AM to 10:00 PM, on the store\'s clock', () => {
    renderWithProviders(<QuoteRequestTemplate state={READY} />);
    const options = Array.from((field(/^Start time/) as unknown as HTMLSelectElement).options);
    expect(options.slice(0, 4).map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Choose a time'],
      ['07:00', '7:00 AM'],
      ['07:15', '7:15 AM'],
      ['07:30', '7:30 AM'],
    ]);
    expect(options.at(-1)?.value).toBe('22:00');
    expect(options).toHaveLength(1 + 61);
    expect(field('Event date').min).toBe('2030-06-01');
    expect(field('Event date').max).toBe('2031-06-01');
  });

  it.each([
    ['a pickup', READY, 'Pick up at Austin South Congress, 1600 S Congress Ave, Austin, TX 78704.'],
    [
      'a delivery',
      {
        ...READY,
        order: toCheckoutOrder(
          buildWireOrder({ id: 'ord-7', categoryId: 3, handoff: 'delivery', handoffId: 3, deliveryAddress: { address: '500 Main St', city: 'Austin', state: 'TX', zip: '78701', aptSuitBldg: null, deliveryInstructions: null } }),
        ),
      } as QuoteRequestState,
      'Deliver to 500 Main St, Austin, TX 78701.',
    ],
  ])('shows where %s quote is handed over, with the way back to choose again', (_name, state, where) => {
    renderWithProviders(<QuoteRequestTemplate state={state} />);
    expect(screen.getByText(where)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe('/get-a-quote');
  });

  it.each([
    ['fr-ca', 'CA', 'Votre demande', 'Porc effiloché', '500 g × Porc effiloché'],
    ['en-us', 'US', 'Your request', 'Pulled Pork', '5 lb × Pulled Pork'],
  ] as const)('%s: the request lists a meat sold by weight by its weight', (locale, countryCode, summary, title, text) => {
    const wire = buildWireOrder({ id: 'ord-7', categoryId: 3 });
    const weighed = toCheckoutOrder({ ...wire, location: { ...wire.location, countryCode }, lines: [{ ...wire.lines[0]!, title, unit: 'lb', quantity: 5 }] });
    renderWithProviders(<QuoteRequestTemplate state={{ ...READY, order: weighed }} />, { locale });
    const aside = screen.getByRole('complementary', { name: summary });
    expect(aside.querySelector('li')?.textContent?.replace(/\s/g, ' ')).toBe(text);
  });

  it('fills the contact with a signed-in buyer\'s details', () => {
    renderWithProviders(<QuoteRequestTemplate state={{ ...READY, prefill: ADA }} />);
    expect(field('First name').value).toBe('Ada');
    expect(field('Email').value).toBe('ada@example.com');
  });
});

describe('QuoteRequestTemplate sending', () => {
  it('sends the request once with the order token, forgets the cart and opens the quote', async () => {
    api.respond = () => ({ status: 201, body: wireQuote({ number: 5042, accessToken: 'link/token' }) });
    const { router } = renderWithProviders(<QuoteRequestTemplate state={READY} />, { locale: 'fr-ca' });
    change('Prénom', ' Ada ');
    change('Nom de famille', ADA.lastName);
    change('Courriel', ADA.email);
    change('Numéro de téléphone', ADA.phone);
    change("Date de l'événement", '2030-06-15');
    change(/^Heure de début/, '18:30');
    change(/^Nombre d'invités/, '40');
    change('Notes pour le restaurant (facultatif)', 'Deux végétariens');
    const button = screen.getByRole('button', { name: 'Envoyer la demande de devis' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/ca/fr/catering/quotes/5042?token=link%2Ftoken'), SLOW);
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests;
    expect(`${sent?.method} ${sent?.url}`).toBe('POST /online-ordering/orders/ord-7/get-a-quote');
    expect(sent?.headers['x-order-token']).toBe('order-token');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      contact: ADA,
      event: { date: '2030-06-15', time: '18:30', headcount: 40, notes: 'Deux végétariens' },
    });
    expect(readOrderCookies()).toMatchObject({ orderId: null, orderToken: null });
    expect((screen.getByRole('button', { name: /Envoi|Envoyer/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a notice refusal beside the date, in the buyer\'s language, and focuses it', async () => {
    api.respond = () => ({
      status: 422,
      body: { statusCode: 422, error: 'Unprocessable Entity', code: 'catering_event_too_soon', params: { hours: 24 }, message: 'A catering event needs 24 hours of notice: choose a later date or time' },
    });
    const { router } = renderWithProviders(<QuoteRequestTemplate state={READY} />);
    fillValid();
    await submit();
    const date = field('Event date');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(document.getElementById(date.getAttribute('aria-describedby') ?? '')?.textContent).toBe('A catering event needs 24 hours of notice: choose a later date or time');
    expect(document.activeElement).toBe(date);
    expect(router.push).not.toHaveBeenCalled();
    expect(readOrderCookies().orderId).toBe('ord-7');
    expect((screen.getByRole('button', { name: 'Send quote request' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the cart was already sent, and forgets it', async () => {
    api.respond = () => ({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', code: 'catering_request_exists', params: { number: 5042 }, message: 'Order 100042 already has quote 5042' },
    });
    const { router } = renderWithProviders(<QuoteRequestTemplate state={READY} />);
    fillValid();
    await submit();
    const notice = (await screen.findByText(/This order already has quote 5042/, {}, SLOW)).closest('[role="alert"]');
    expect(notice?.textContent).toBe('This order already has quote 5042Its link is in the email we sent you.');
    expect((screen.getByRole('button', { name: 'Send quote request' }) as HTMLButtonElement).disabled).toBe(true);
    expect(readOrderCookies().orderId).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('QuoteRequestTemplate without a quote cart', () => {
  it.each([
    ['en-us', { kind: 'none' }, 'There is no catering quote to send yet', 'Get a quote', '/get-a-quote'],
    ['fr-ca', { kind: 'none' }, "Il n'y a pas encore de devis traiteur à envoyer", 'Obtenir un devis', '/ca/fr/get-a-quote'],
    ['ja-jp', { kind: 'requested', number: 5042 }, 'このカートは見積もり5042として送信済みです。', 'お見積もりを依頼', '/jp/ja/get-a-quote'],
  ] as const)('%s: says so and offers Get A Quote', (locale, state, sentence, link, href) => {
    renderWithProviders(<QuoteRequestTemplate state={state} />, { locale });
    expect(screen.getByText(new RegExp(sentence))).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
