/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { toCheckoutOrder } from '@/lib/api/checkout-view';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { CartTemplate } from './cart-template';

describe('CartTemplate', () => {
  it('leads an everyday cart to checkout', () => {
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder({ categoryId: 1 }))} />);
    expect(screen.getByRole('link', { name: 'Checkout · $32.45' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('link', { name: 'Request a quote' })).toBeNull();
  });

  it.each([
    ['en-us', 'Order total and checkout', '2 items', 'Checkout · $32.45', '/checkout'],
    ['fr-ca', 'Total de la commande et paiement', '2 articles', /^Passer à la caisse · 32,45\s\$\sUS$/, '/ca/fr/checkout'],
    ['ja-jp', '注文合計とお会計', '2点', '購入手続きへ・$32.45', '/jp/ja/checkout'],
  ] as const)('%s: the checkout bar shows the total and the item count', (locale, bar, count, name, href) => {
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder({ categoryId: 1 }))} />, { locale });
    const group = screen.getByRole('group', { name: bar });
    expect(group.textContent).toContain(count);
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
  });

  it('shows no tip row until a tip is chosen', () => {
    const { unmount } = renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder({ categoryId: 1 }))} />);
    expect(screen.queryByRole('rowheader', { name: 'Tip' })).toBeNull();
    unmount();
    const tipped = buildWireOrder({ categoryId: 1 });
    renderWithProviders(<CartTemplate order={toCheckoutOrder({ ...tipped, totals: { ...tipped.totals, tip: '3.00', total: '35.45' } })} />);
    expect(screen.getByRole('rowheader', { name: 'Tip' })).toBeTruthy();
  });

  it.each([
    ['en-us', 'Request a quote', '/checkout/quote', 'No payment now: the store replies with an estimate by email.'],
    ['fr-ca', 'Demander un devis', '/ca/fr/checkout/quote', 'Aucun paiement maintenant : le restaurant vous répond par courriel avec une estimation.'],
    ['ja-jp', '見積もりを依頼する', '/jp/ja/checkout/quote', '今はお支払い不要です。店舗からメールで見積もりをお送りします。'],
  ] as const)('%s: leads a get-a-quote cart to the quote request, never to payment', (locale, name, href, note) => {
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder({ categoryId: 3 }))} />, { locale });
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(screen.getByText(note)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^(Checkout|Passer à la caisse|購入手続きへ)$/ })).toBeNull();
  });

  it('keeps Request a quote disabled while the cart breaks a rule', () => {
    const violation = { code: 'order-amount-too-low', message: 'Order amount too low', minimum: '150.00' } as const;
    renderWithProviders(<CartTemplate order={toCheckoutOrder(buildWireOrder({ categoryId: 3, violations: [violation] }))} />);
    expect((screen.getByRole('button', { name: 'Request a quote' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Request a quote' })).toBeNull();
  });

  it.each([
    ['en-us', 'Peach Cobbler is no longer on our menu: remove it from your order to continue.', 'Checkout · $32.45'],
    ['fr-ca', 'Peach Cobbler n’est plus à notre menu : retirez-le de votre commande pour continuer.', /^Passer à la caisse · 32,45\s\$\sUS$/],
  ] as const)('%s: says which line left the menu as the cart loads, and keeps checkout disabled until it is removed', (locale, text, checkout) => {
    const wire = buildWireOrder({ categoryId: 1 });
    const lines = wire.lines.map((line, index) => (index === 0 ? { ...line, title: 'Peach Cobbler', offMenu: true as const } : line));
    renderWithProviders(<CartTemplate order={toCheckoutOrder({ ...wire, lines, blockers: ['off-menu-items'] })} />, { locale });
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getAllByText(text)).toHaveLength(2);
    expect(screen.queryByRole('link', { name: checkout })).toBeNull();
  });
});
