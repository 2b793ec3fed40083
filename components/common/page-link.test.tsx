/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { fakeRouter, renderWithProviders } from '@/components/testing/render-with-providers';
import { isPaymentPage, PageLink } from './page-link';

describe('isPaymentPage', () => {
  it.each([
    ['/checkout', true],
    ['/checkout/payment', true],
    ['/ca/fr/checkout/payment', true],
    ['/jp/ja/catering/quotes/5042/pay?token=abc&part=deposit', true],
    ['/catering/quotes/5042/paypal-return', true],
    ['/cart', false],
    ['/ca/fr/catering/quotes/5042?token=abc', false],
    ['/order/abc/summary', false],
  ])('%s: %p', (href, expected) => {
    expect(isPaymentPage(href)).toBe(expected);
  });
});

describe('PageLink', () => {
  it('navigates within the app to an ordinary page, and leaves a payment page to the browser', () => {
    const router = fakeRouter('/cart');
    renderWithProviders(
      <>
        <PageLink href="/menu">Menu</PageLink>
        <PageLink href="/checkout">Checkout</PageLink>
      </>,
      { router },
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Menu' }))).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/menu');
    // Not prevented: the browser loads the payment page as a document, under its own policy.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Checkout' }))).toBe(true);
    expect(router.push).toHaveBeenCalledTimes(1);
  });
});
