/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { RewardsPage, type RewardsPageData } from './rewards-page';
import type { PointsRecap, StoreItem, WalletReward } from '@/lib/api/loyalty';

const SLOW = { timeout: 10_000 };
const RECAP: PointsRecap = { loyaltyEnabled: true, rewardsTitle: "Whitlock's Pit Points", spendablePoints: 180, lifetimeEarned: 180, lifetimeSpent: 0, pointsPerUnit: 10, walletCount: 0 };
const PUDDING: StoreItem = { itemId: 12, slug: 'banana-pudding', title: 'Banana Pudding', description: null, imageUrl: null, points: 150 };
const PIE: StoreItem = { itemId: 13, slug: 'pecan-pie-slice', title: 'Pecan Pie', description: null, imageUrl: null, points: 200 };
const REWARD: WalletReward = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e', rewardTypeId: 3, rewardSourceId: null, rewardKindId: 1, statusId: 1, status: 'in-wallet', title: 'Banana Pudding',
  itemId: 12, itemSlug: 'banana-pudding', imageUrl: null, pointsSpent: 150, couponId: null, couponCode: null, orderId: null, expiresAt: null, createdAt: '2030-06-01T15:00:00.000Z',
};
const ok = <T,>(data: T) => ({ ok: true as const, data });
const HISTORY = ok({ data: [{ id: 1, points: 180, reason: 'order_earned' as const, orderId: 'o-1', orderNumber: '100042', rewardId: null, createdAt: '2030-06-01T15:00:00.000Z' }], total: 1, page: 1, pageSize: 20 });

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
});
afterAll(() => api.close());

function renderPage(overrides: Partial<RewardsPageData> = {}, locale: 'en-us' | 'fr-ca' = 'en-us') {
  const props: RewardsPageData = { recap: RECAP, store: ok([PUDDING, PIE]), wallet: ok([]), history: HISTORY, ...overrides };
  return renderWithProviders(<RewardsPage {...props} />, { locale });
}

describe('RewardsPage', () => {
  it('shows the points, how they are earned, the empty wallet and the history', () => {
    renderPage();
    expect(screen.getByTestId('spendable-points').textContent).toBe('180 points to spend');
    expect(screen.getByText(/You earn 10 points for every \$1\.00/)).toBeTruthy();
    expect(screen.getByText(/Your wallet is empty/)).toBeTruthy();
    expect(screen.getByText('Earned on order 100042')).toBeTruthy();
  });

  it('lets the diner redeem what they can afford only, saying how many points are missing', () => {
    renderPage();
    const pie = screen.getByRole('button', { name: 'Redeem Pecan Pie for 200 points' }) as HTMLButtonElement;
    expect(pie.disabled).toBe(true);
    expect(screen.getByText('20 more points needed')).toBeTruthy();
  });

  it('redeems: the points go down and the reward shows in the wallet, ready to add to an order', async () => {
    api.respond = () => ({ status: 201, body: { reward: REWARD, spendablePoints: 30 } });
    renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Redeem Banana Pudding for 150 points' }));
    });
    await screen.findByText('Banana Pudding is in your wallet. Add it to an order from your wallet below.', undefined, SLOW);
    const request = api.requests.at(-1)!;
    expect([request.method, request.url]).toEqual(['POST', '/online-ordering/loyalty/store/items/12']);
    expect(request.headers['idempotency-key']).toMatch(/\S{8,}/);
    expect(screen.getByTestId('spendable-points').textContent).toBe('30 points to spend');
    const wallet = screen.getByRole('list', { name: 'Your wallet' });
    expect(within(wallet).getByText('Ready to use')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Banana Pudding to my order at no charge' })).toBeTruthy();
  });

  it('says a refusal in the diner’s language', async () => {
    api.respond = () => ({ status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', code: 'loyalty_not_enough_points', params: { needed: 150, available: 120 }, message: 'This reward costs 150 points and you have 120' } });
    renderPage({}, 'fr-ca');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Échanger Pouding contre 150 points'.replace('Pouding', 'Banana Pudding') }));
    });
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe('Cette récompense coûte 150 points et vous en avez 120');
  });

  it('shows the email club of a brand without points', () => {
    renderPage({ recap: { ...RECAP, loyaltyEnabled: false, rewardsTitle: 'Join the Red Dirt Email Club' } });
    expect(screen.getByRole('heading', { name: 'Join the Red Dirt Email Club' })).toBeTruthy();
    expect(screen.queryByText(/points to spend/)).toBeNull();
  });
});
