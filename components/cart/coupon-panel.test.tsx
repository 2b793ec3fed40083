/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { toCheckoutOrder } from '@/lib/api/checkout-view';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { CartTemplate } from './cart-template';

/** Spaces of any kind (the narrow no-break space of French amounts) read as one space. */
const spaces = { normalizer: (text: string) => text.replace(/\s+/g, ' ').trim() };


const COUPONS = [
  { id: 3, code: 'SAVE2', title: 'Two off', typeId: 1, applies: true, discount: '2.00' },
  { id: 4, code: 'BIGSPEND', title: 'Five off fifty', typeId: 1, applies: false, discount: '0.00' },
];

const suggestion = { rewardId: 'r1', rewardKindId: 3, title: 'Birthday half off', saving: '4.98', currency: 'CAD', code: 'HALF', itemId: null, placement: null };

describe('the cart’s coupons', () => {
  it.each([
    ['en-us', 'SAVE2: −$2.00', 'BIGSPEND: Coupon conditions are not met', 'Remove coupon SAVE2'],
    ['fr-ca', 'SAVE2 : −2,00 $ US', 'BIGSPEND : Les conditions du coupon ne sont pas remplies', 'Retirer le coupon SAVE2'],
    ['ja-jp', 'SAVE2：−$2.00', 'BIGSPEND：クーポンの条件を満たしていません', 'クーポン SAVE2 を削除'],
  ] as const)('%s: lists each coupon with its discount or unmet conditions, each removable', (locale, saves, notMet, remove) => {
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder({ coupons: COUPONS }))} />, { locale });
    expect(screen.getByText(saves, spaces)).toBeTruthy();
    expect(screen.getByText(notMet, spaces)).toBeTruthy();
    expect(screen.getByRole('button', { name: remove })).toBeTruthy();
  });

  it('offers the wallet suggestion in one tap, in the market’s currency', () => {
    renderWithProviders(
      <CartTemplate order={toCheckoutOrder(buildWireOrder())} coupons={{ rememberedCode: '', suggestion, signedIn: true }} />,
      { locale: 'fr-ca' },
    );
    expect(screen.getByRole('button', { name: /^Utilisez votre récompense : économisez 4,98\s\$$/ })).toBeTruthy();
  });

  it('offers a free-item reward too, and nothing that neither a code nor an item applies', () => {
    const { unmount } = renderWithProviders(
      <CartTemplate order={toCheckoutOrder(buildWireOrder())} coupons={{ rememberedCode: '', suggestion: { ...suggestion, currency: 'USD', code: null, itemId: 12 }, signedIn: true }} />,
    );
    expect(screen.getByRole('button', { name: 'Use your reward: save $4.98' })).toBeTruthy();
    unmount();
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder())} coupons={{ rememberedCode: '', suggestion: { ...suggestion, code: null }, signedIn: true }} />);
    expect(screen.queryByRole('button', { name: /Use your reward/ })).toBeNull();
  });

  it.each([
    ['cart-line', 'Sweet Potato Pie from your wallet: the one in your cart becomes free'],
    ['added-item', 'Sweet Potato Pie from your wallet: added to your order at no charge'],
  ] as const)('says what a free-item reward does: %s', (placement, what) => {
    const pie = { ...suggestion, rewardKindId: 1, title: 'Sweet Potato Pie', saving: '4.49', currency: 'USD', code: null, itemId: 14, placement };
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder())} coupons={{ rememberedCode: '', suggestion: pie, signedIn: true }} />);
    const button = screen.getByRole('button', { name: 'Use your reward: save $4.49' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(what);
  });

  it('fills the field with the stored code, and refuses an empty code beside the field', async () => {
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder())} coupons={{ rememberedCode: 'SAVE2', suggestion: null, signedIn: false }} />);
    const field = screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;
    expect(field.value).toBe('SAVE2');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByText('Enter a coupon code')).toBeTruthy());
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('coupon-code-error');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('has no coupon field on a get-a-quote cart', () => {
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder({ categoryId: 3 }))} />);
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).toBeNull();
  });
});
