/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { AddressesSection } from './addresses-section';

const SLOW = { timeout: 10_000 };
const HOME = { id: 1, kindId: 1, kind: 'home', address: '1 Elm St', city: 'Austin', state: 'TX', zip: '78704', aptSuitBldg: null, deliveryInstructions: null, primary: true, createdAt: '' } as const;

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const calls = () => api.requests.map((request) => `${request.method} ${request.url}`);

describe('AddressesSection', () => {
  it('says when there is none, and when the list could not be loaded', () => {
    renderWithProviders(<AddressesSection initial={{ ok: true, data: [] }} />);
    expect(screen.getByText('You have no saved delivery address yet.')).toBeTruthy();
  });

  it('shows why the list could not be loaded', () => {
    renderWithProviders(<AddressesSection initial={{ ok: false, message: 'Resting' }} />);
    expect(screen.getByRole('alert').textContent).toBe('This list could not be loaded: Resting');
  });

  it('fr-CA: an empty new address shows SPEC §5 messages inline, in French, and sends nothing', async () => {
    renderWithProviders(<AddressesSection initial={{ ok: true, data: [] }} />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    const form = screen.getByRole('form', { name: 'Nouvelle adresse de livraison' });
    const texts = within(form).getAllByRole('alert').map((alert) => alert.textContent);
    expect(texts).toHaveLength(3);
    expect(texts.every((text) => /obligatoire/.test(text ?? ''))).toBe(true);
    expect(api.requests).toEqual([]);
  });

  it('adds an address, then lists what the API answers', async () => {
    api.respond = (request) => (request.method === 'POST' ? { status: 201, body: HOME } : { body: { data: [HOME] } });
    renderWithProviders(<AddressesSection initial={{ ok: true, data: [] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '1 Elm St' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.change(screen.getByLabelText('Zip or postal code'), { target: { value: '78704' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await screen.findByText('1 Elm St, Austin, TX 78704', {}, SLOW);
    expect(calls()).toEqual(['POST /online-ordering/delivery-addresses', 'GET /online-ordering/delivery-addresses']);
    expect(screen.getByText('Primary')).toBeTruthy();
  });

  it('asks before deleting: Keep sends nothing, Delete removes it', async () => {
    api.respond = (request) => (request.method === 'DELETE' ? { status: 204 } : { body: { data: [] } });
    renderWithProviders(<AddressesSection initial={{ ok: true, data: [HOME] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete 1 Elm St, Austin, TX 78704' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.requests).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete 1 Elm St, Austin, TX 78704' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(screen.queryByText('1 Elm St, Austin, TX 78704')).toBeNull(), SLOW);
    expect(calls()).toEqual(['DELETE /online-ordering/delivery-addresses/1', 'GET /online-ordering/delivery-addresses']);
  });
});
