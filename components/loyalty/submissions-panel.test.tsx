/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import type { Submission } from '@/lib/api/loyalty';
import { SubmissionsPanel } from './submissions-panel';

const SLOW = { timeout: 10_000 };
const RATING: Submission = { id: 'o-1', kind: 'order-rating', submittedAt: '2030-06-02T15:00:00.000Z', rating: 4, summary: 'Austin Congress', orderNumber: '100042', points: 25 };
const TALK_TO: Submission = { id: 't-1', kind: 'talk-to', submittedAt: '2030-06-01T15:00:00.000Z', rating: null, summary: 'Carryout', orderNumber: null, points: 0 };
const CONTEST: Submission = { id: 'c-1', kind: 'contest-entry', submittedAt: '2030-05-01T15:00:00.000Z', rating: null, summary: 'Austin Congress', orderNumber: null, points: 0 };

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
});
afterAll(() => api.close());

describe('SubmissionsPanel', () => {
  it('lists what the diner sent with its rating, summary and points, and reads more on demand', async () => {
    api.respond = () => ({ status: 200, body: { data: [CONTEST], total: 3, page: 2, pageSize: 2 } });
    renderWithProviders(<SubmissionsPanel submissions={{ ok: true, data: { data: [RATING, TALK_TO], total: 3, page: 1, pageSize: 2 } }} />, { locale: 'en-us' });
    const list = screen.getByRole('list', { name: 'My submissions' });
    expect(within(list).getByText('Order 100042 rated')).toBeTruthy();
    expect(within(list).getByText(/4 of 5 stars · Austin Congress/)).toBeTruthy();
    expect(within(list).getByText('+25 points')).toBeTruthy();
    expect(within(list).getByText(/Carryout/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'More' }));
    });
    await screen.findByText('Catering contest entry', undefined, SLOW);
    expect(api.requests.at(-1)!.url).toBe('/online-ordering/loyalty/my-profile/submissions?page=2&pageSize=2');
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('says when nothing was sent yet, in the diner’s language', () => {
    renderWithProviders(<SubmissionsPanel submissions={{ ok: true, data: { data: [], total: 0, page: 1, pageSize: 10 } }} />, { locale: 'fr-ca' });
    expect(screen.getByText(/Rien d'envoyé pour l'instant/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Plus' })).toBeNull();
  });
});
