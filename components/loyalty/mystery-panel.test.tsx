/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WireMysteryProgress, WireMysteryReveal } from '@/domain/wire/rewards';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { MysteryPanel } from './mystery-panel';

const SLOW = { timeout: 10_000 };
const PROGRESS: WireMysteryProgress = { firstName: 'Rosa', spendablePoints: 0, every: 5, paidOrders: 5, ordersTowardNext: 0, ordersToNext: 5, waiting: 1, reveal: null };
const reveal = (overrides: Partial<WireMysteryReveal> = {}): WireMysteryReveal => ({
  id: 'r-1', sequence: 1, prize: { key: 'banana-pudding', itemId: 7, title: 'Banana Pudding' }, rerolls: 0, canReroll: true, accepted: false, walletRewardId: null, createdAt: '', ...overrides,
});

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

describe('MysteryPanel', () => {
  it('shows the paid orders still to go before the threshold, with no reveal button', () => {
    renderWithProviders(<MysteryPanel initial={{ ok: true, data: { ...PROGRESS, paidOrders: 3, ordersTowardNext: 3, ordersToNext: 2, waiting: 0 } }} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    expect(screen.getByText('2 more paid orders and a mystery reward is yours.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reveals, rerolls once, then accepts into the wallet', async () => {
    const answers = [
      { body: reveal() },
      { body: reveal({ prize: { key: 'sweet-tea', itemId: 8, title: 'Sweet Tea' }, rerolls: 1, canReroll: false }) },
      { body: reveal({ prize: { key: 'sweet-tea', itemId: 8, title: 'Sweet Tea' }, rerolls: 1, canReroll: false, accepted: true, walletRewardId: 'w-1' }) },
      { body: { ...PROGRESS, waiting: 0 } },
    ];
    api.respond = () => answers.shift() ?? { status: 500 };
    renderWithProviders(<MysteryPanel initial={{ ok: true, data: PROGRESS }} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reveal my mystery reward' })));
    await waitFor(() => expect(screen.getByText('Your mystery reward: Banana Pudding')).toBeTruthy(), SLOW);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try my luck again' })));
    await waitFor(() => expect(screen.getByText('Your mystery reward: Sweet Tea')).toBeTruthy(), SLOW);
    expect(screen.queryByRole('button', { name: 'Try my luck again' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add it to my wallet' })));
    await waitFor(() => expect(screen.getByText('Sweet Tea is in your wallet. Add it to any order: it comes at no charge.')).toBeTruthy(), SLOW);
    expect(calls()).toEqual([
      'POST /online-ordering/loyalty/mystery-rewards/reveal',
      'POST /online-ordering/loyalty/mystery-rewards/r-1/reroll',
      'POST /online-ordering/loyalty/mystery-rewards/r-1/accept',
      'GET /online-ordering/loyalty/my-profile/mystery-reward-progress',
    ]);
  });

  it('fr-CA: shows the refusal in French beside the panel', async () => {
    api.respond = () => ({ status: 409, body: { statusCode: 409, error: 'Conflict', code: 'reward_mystery_reroll_used', message: 'x' } });
    renderWithProviders(<MysteryPanel initial={{ ok: true, data: { ...PROGRESS, waiting: 0, reveal: reveal() } }} />, { locale: 'fr-ca' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retenter ma chance' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Vous avez déjà retenté votre chance une fois'), SLOW);
  });
});
