/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { toCheckoutOrder } from '@/lib/api/checkout-view';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { clearLoyaltyItem, readLoyaltyItem, writeLoyaltyItem } from '@/lib/loyalty-item-cookie';
import { CartTemplate } from './cart-template';

const REWARD = '0b7c3a52-1f4e-4a53-9d0c-5a8e2f7b6c11';
const OTHER_REWARD = '6d2e9f10-3c4b-4e8a-b1f7-2a9c8d7e6f54';

const freeItem = (rewardId: string) => ({ rewardId, rewardKindId: 1, title: 'Free banana pudding', saving: '4.49', currency: 'USD', code: null, itemId: 12, placement: 'added-item' as const });

const waitingOffer = () => screen.queryByRole('region', { name: 'Your reward Free banana pudding is waiting.' });
const walletButton = () => screen.queryByRole('button', { name: 'Use your reward: save $4.49' });

describe('the cart’s reward offers', () => {
  beforeEach(() => writeLoyaltyItem({ rewardId: REWARD, itemId: 12, title: 'Free banana pudding' }));
  afterEach(() => clearLoyaltyItem());

  it('shows only the wallet suggestion when it is the reward waiting under the stored key', async () => {
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder())} coupons={{ rememberedCode: '', suggestion: freeItem(REWARD), signedIn: true }} />);
    expect(walletButton()).toBeTruthy();
    // The waiting reward is read after the first render: give it that render, then check it stays hidden.
    await screen.findByRole('button', { name: 'Use your reward: save $4.49' });
    expect(waitingOffer()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add it at no charge' })).toBeNull();
    // The reward is still waiting: it is only not offered twice.
    expect(readLoyaltyItem()?.rewardId).toBe(REWARD);
  });

  it('shows both when the wallet suggests another reward', async () => {
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder())} coupons={{ rememberedCode: '', suggestion: freeItem(OTHER_REWARD), signedIn: true }} />);
    expect(await screen.findByRole('region', { name: 'Your reward Free banana pudding is waiting.' })).toBeTruthy();
    expect(walletButton()).toBeTruthy();
  });

  it('offers the waiting reward when there is no wallet suggestion, or the cart is a quote (no coupons)', async () => {
    const { unmount } = renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder())} coupons={{ rememberedCode: '', suggestion: null, signedIn: true }} />);
    expect(await screen.findByRole('button', { name: 'Add it at no charge' })).toBeTruthy();
    unmount();
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder({ categoryId: 3 }))} coupons={{ rememberedCode: '', suggestion: freeItem(REWARD), signedIn: true }} />);
    expect(await screen.findByRole('button', { name: 'Add it at no charge' })).toBeTruthy();
    expect(walletButton()).toBeNull();
  });

  it('says the waiting reward makes the item already in the cart free', async () => {
    const base = buildWireOrder();
    const pudding = { ...base.lines[0]!, id: 12, itemId: 12, title: 'Banana Pudding', options: [], quantity: 1, unitPrice: '4.49', lineTotal: '4.49' };
    renderWithProviders(<CartTemplate order={toCheckoutOrder({ ...base, lines: [...base.lines, pudding] })} coupons={{ rememberedCode: '', suggestion: null, signedIn: true }} />);
    expect(await screen.findByRole('button', { name: 'Make the one in your cart free' })).toBeTruthy();
  });
});
