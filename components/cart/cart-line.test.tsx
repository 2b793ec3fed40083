/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { CountryCode, Currency, LocaleTag } from '@/domain/markets';
import type { WireOrderLine } from '@/domain/wire/orders';
import { toCheckoutOrder } from '@/lib/api/checkout-view';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { CartLine } from './cart-line';

function renderLine(locale: LocaleTag, countryCode: CountryCode, currency: Currency, line: Partial<WireOrderLine>) {
  const wire = buildWireOrder();
  const order = toCheckoutOrder({ ...wire, currency, location: { ...wire.location, countryCode }, lines: [{ ...wire.lines[0]!, ...line }] });
  renderWithProviders(<CartLine line={order.lines[0]!} currency={currency} disabled={false} onQuantity={jest.fn()} onRemove={jest.fn()} />, { locale });
}

const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('CartLine', () => {
  it.each([
    ['fr-ca', 'CA', 'CAD', 3, 'Pulled Pork', /^6,59 \$ \/ 100 g$/, 'Poids : 300 g'],
    ['fr-ca', 'CA', 'CAD', 12, 'Pulled Pork', /^6,59 \$ \/ 100 g$/, 'Poids : 1,2 kg'],
    ['en-us', 'US', 'USD', 2, 'Pulled Pork', /^\$6\.59 \/ lb$/, 'Weight: 2 lb'],
  ] as const)('%s in %s: a meat sold by weight gives its price per weight and what its quantity weighs', (locale, country, currency, quantity, title, price, weight) => {
    renderLine(locale, country, currency, { title, unit: 'lb', quantity, unitPrice: '6.59', lineTotal: '19.77' });
    const line = screen.getByRole('listitem', { name: title });
    const texts = Array.from(line.querySelectorAll('p'), (p) => spaced(p.textContent));
    expect(texts.some((text) => text && price.test(text))).toBe(true);
    expect(texts).toContain(weight);
    expect(line.textContent).not.toMatch(/chacun|each/);
    const stepper = screen.getByRole('group', { name: new RegExp(title) });
    expect(spaced(document.getElementById(stepper.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(weight);
  });

  it('prices anything else each', () => {
    renderLine('fr-ca', 'CA', 'CAD', { title: 'Brisket Plate', unit: 'each', unitPrice: '14.99' });
    const line = screen.getByRole('listitem', { name: 'Brisket Plate' });
    expect(spaced(line.textContent)).toContain('14,99 $ chacun');
    expect(line.textContent).not.toContain('Poids');
    expect(screen.getByRole('group', { name: /Brisket Plate/ }).getAttribute('aria-describedby')).toBeNull();
  });
});
