/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { formatMoney } from '@/domain/money-format';
import type { QuoteLine } from '@/lib/api/quote-view';
import { QuoteLines } from './quote-lines';

const LINES: QuoteLine[] = [
  { title: 'Porc effiloché', quantity: 5, unitPrice: '7.59', amount: '37.95', weightUnit: '100g' },
  { title: 'Plateau de poitrine', quantity: 2, unitPrice: '89.00', amount: '178.00', weightUnit: null },
];

describe('QuoteLines', () => {
  it('reads a meat sold by weight by its weight and its price for that weight, a tray by its count (fr-CA)', () => {
    const money = (amount: string) => formatMoney(amount, 'fr-ca', 'CAD');
    renderWithProviders(<QuoteLines lines={LINES} money={money} caption="Demande" />, { locale: 'fr-ca' });
    const [, pork, tray] = screen.getAllByRole('row');
    const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells(pork!)).toEqual(['Porc effiloché', '500 g', `${money('7.59')} / 100 g`.replace(/\s/g, ' '), money('37.95').replace(/\s/g, ' ')]);
    expect(cells(tray!)).toEqual(['Plateau de poitrine', '2', money('89.00').replace(/\s/g, ' '), money('178.00').replace(/\s/g, ' ')]);
  });

  it('reads the weight in Japanese as a Japanese menu does', () => {
    const money = (amount: string) => formatMoney(amount, 'ja-jp', 'JPY');
    renderWithProviders(<QuoteLines lines={[{ title: 'プルドポーク', quantity: 12, unitPrice: '760', amount: '9120', weightUnit: '100g' }]} money={money} caption="ご依頼" />, { locale: 'ja-jp' });
    const [, pork] = screen.getAllByRole('row');
    expect([...pork!.children].map((cell) => cell.textContent)).toEqual(['プルドポーク', '1.2 kg', `${money('760')}／100g`, money('9120')]);
  });
});
