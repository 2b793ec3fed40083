/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { CateringPackageView } from '@/lib/api/catering-packages';
import { CateringPackages } from './packages';

const buffet: CateringPackageView = {
  slug: 'barbecue-buffet',
  title: 'Barbecue Buffet (per person)',
  description: 'Two meats, two sides, rolls and sauce.',
  imageUrl: null,
  feeds: 10,
  currency: 'USD',
  perGuest: '14.99',
  from: '149.90',
};

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('CateringPackages', () => {
  it.each([
    ['en-us', 'USD', 'Catering packages', 'Feeds 10 · from $149.90', '$14.99 per guest', '/get-a-quote/catering', 'Get a quote for Barbecue Buffet (per person)'],
    ['fr-ca', 'CAD', 'Forfaits traiteur', 'Pour 10 personnes · à partir de 149,90 $', '14,99 $ par personne', '/ca/fr/get-a-quote/catering', 'Obtenir une soumission pour Barbecue Buffet (per person)'],
  ] as const)('%s: each package says whom it feeds and from what price, and leads to the quote', (locale, currency, title, feeds, perGuest, href, quote) => {
    renderWithProviders(<CateringPackages packages={[{ ...buffet, currency }]} />, { locale });
    const item = within(screen.getByRole('region', { name: title })).getByRole('listitem');
    expect(plain(item.textContent)).toContain(feeds);
    expect(plain(item.textContent)).toContain(perGuest);
    expect(within(item).getByRole('link', { name: quote }).getAttribute('href')).toBe(href);
  });

  it('says one guest in the singular', () => {
    renderWithProviders(<CateringPackages packages={[{ ...buffet, feeds: 1, currency: 'CAD', from: '14.99' }]} />, { locale: 'fr-ca' });
    expect(plain(screen.getByRole('listitem').textContent)).toContain('Pour 1 personne · à partir de 14,99 $');
  });

  it('shows nothing without packages', () => {
    const { container } = renderWithProviders(<CateringPackages packages={[]} />);
    expect(container.textContent).toBe('');
  });
});
