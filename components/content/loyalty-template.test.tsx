/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { loyaltyPromotion as english } from '@/content/en/promos';
import { loyaltyPromotion as french } from '@/content/fr-ca/promos-catering';
import { loyaltyPromotion as japanese } from '@/content/ja-jp/promos-catering';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { LoyaltyTemplate } from './loyalty-template';

const PROGRAM = { loyaltyEnabled: true, rewardsTitle: "Whitlock's Pit Points", pointsPerUnit: 10 };
const steps = () => screen.getAllByRole('listitem').filter((item) => item.querySelector('h3')).map((item) => item.textContent);

describe('LoyaltyTemplate', () => {
  it.each([
    ['en-us', english, 'Earn 10 points for every $1.00 you spend'],
    ['fr-ca', french, 'Obtenez 10 points pour chaque tranche de 1,00 $ dépensée'],
    ['ja-jp', japanese, '￥150のお買い上げごとに10ポイント'],
  ] as const)('states the brand’s own earn rate in %s, per the market’s own amount', (locale, content, said) => {
    renderWithProviders(<LoyaltyTemplate loyalty={content} breadcrumbs={[]} program={PROGRAM} />, { locale });
    expect(steps()).toHaveLength(3);
    expect(steps()[1]?.replace(/\s/g, ' ')).toContain(said);
    expect(steps().join(' ')).not.toContain('[rate]');
  });

  it('leaves the earn step out when the program’s rate is not known, or the brand runs none', () => {
    const { unmount } = renderWithProviders(<LoyaltyTemplate loyalty={english} breadcrumbs={[]} program={null} />);
    expect(steps().map((text) => text?.startsWith('Earn'))).toEqual([false, false]);
    unmount();
    renderWithProviders(<LoyaltyTemplate loyalty={english} breadcrumbs={[]} program={{ ...PROGRAM, loyaltyEnabled: false, pointsPerUnit: 0 }} />);
    expect(steps()).toHaveLength(2);
  });
});
