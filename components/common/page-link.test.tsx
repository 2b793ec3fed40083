/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { fakeRouter, renderWithProviders } from '@/components/testing/render-with-providers';
import { E_GIFT_PAGE } from '@/domain/payments/e-gift-cards';
import { showsCardFields, PageLink } from './page-link';

describe('showsCardFields', () => {
  it.each([
    ['/checkout', false],
    ['/checkout/payment', true],
    ['/checkout/payment?retry=1', true],
    ['/ca/fr/checkout/payment', true],
    ['/jp/ja/catering/quotes/5042/pay?token=abc&part=deposit', true],
    [E_GIFT_PAGE, true],
    ['/ca/fr/e-gift-cards', true],
    ['/catering/quotes/5042/paypal-return', false],
    ['/cart', false],
    ['/ca/fr/catering/quotes/5042?token=abc', false],
    ['/order/abc/summary', false],
  ])('%s: %p', (href, expected) => {
    expect(showsCardFields(href)).toBe(expected);
  });
});

describe('PageLink', () => {
  it('navigates within the app to an ordinary page, and leaves a page with the card fields to the browser', () => {
    const router = fakeRouter('/cart');
    renderWithProviders(
      <>
        <PageLink href="/menu">Menu</PageLink>
        <PageLink href="/checkout/payment">Payment</PageLink>
      </>,
      { router },
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Menu' }))).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/menu');
    // Not prevented: the browser loads the page as a document, under its own policy.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Payment' }))).toBe(true);
    expect(router.push).toHaveBeenCalledTimes(1);
  });
});
