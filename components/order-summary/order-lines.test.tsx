/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { LocaleTag } from '@/domain/markets';
import type { WeightUnit } from '@/domain/menu/weight-units';
import { useMarket } from '@/lib/use-market';
import { OrderLines } from './order-lines';

/** The lines as the thank-you page lists them, its quantity text and all. */
function ThankYouLines({ weightUnit, title }: { weightUnit: WeightUnit | null; title: string }) {
  const { t } = useMarket();
  const line = { title, quantity: 5, weightUnit, options: [], specialInstructions: null, lineTotal: '32.95' };
  return <OrderLines lines={[line]} currency="CAD" quantityText={(quantity) => t('checkout.thankYou.quantity', { count: quantity })} />;
}

const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('OrderLines', () => {
  it.each([
    ['fr-ca', '100g', 'Porc effiloché', /^500 g × Porc effiloché/],
    ['ja-jp', '100g', 'プルドポーク', /^500 g × プルドポーク/],
    ['en-us', 'lb', 'Pulled Pork', /^5 lb × Pulled Pork/],
    ['es-mx', 'kg', 'Cerdo deshebrado', /^5 kg × Cerdo deshebrado/],
  ] as const)('%s: a meat sold by weight reads its weight in the market unit, not its count', (locale: LocaleTag, weightUnit, title, text) => {
    renderWithProviders(<ThankYouLines weightUnit={weightUnit} title={title} />, { locale });
    expect(spaced(screen.getByRole('listitem').textContent)).toMatch(text);
  });

  it('counts anything else', () => {
    renderWithProviders(<ThankYouLines weightUnit={null} title="Brisket Plate" />, { locale: 'fr-ca' });
    expect(spaced(screen.getByRole('listitem').textContent)).toMatch(/^5 × Brisket Plate/);
  });
});
