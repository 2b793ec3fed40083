/** @jest-environment jsdom */
// /locations lists every store of a small market, and only states and cities with counts of a large one.
import { screen } from '@testing-library/react';
import { LocationsTemplate } from './locations-template';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { StateWithCities } from '@/lib/api/locations';

const store = (slug: string, title: string) => ({
  id: slug.length,
  slug,
  title,
  phone: '(817) 555-0100',
  tel: 'tel:+18175550100',
  address: { line: '1 Main St', city: 'Fort Worth', stateLabel: 'TX', stateName: 'Texas', region: 'TX', zip: '76116', lines: ['1 Main St', 'Fort Worth, TX 76116'] },
  path: `/locations/texas/fort-worth/${slug}`,
});

const states = (listed: boolean): StateWithCities[] => [
  {
    label: 'TX',
    name: 'Texas',
    slug: 'texas',
    locationCount: listed ? 2 : 412,
    path: '/locations/texas',
    cities: [
      {
        name: 'Fort Worth',
        slug: 'fort-worth',
        locationCount: listed ? 2 : 412,
        path: '/locations/texas/fort-worth',
        stores: listed ? [store('camp-bowie', 'Camp Bowie'), store('sundance', 'Sundance Square')] : [],
      },
    ],
  },
];

describe('LocationsTemplate', () => {
  it.each([true, false])('opens with the finder, the directory below it (stores listed: %p)', (listed) => {
    renderWithProviders(<LocationsTemplate states={states(listed)} storesListed={listed} />, { locale: 'fr-ca' });
    const [finder, directory] = screen.getAllByRole('heading', { level: 2 });
    expect(finder?.textContent).toBe('Trouver un restaurant près de chez vous');
    expect(directory?.textContent).toBe('Tous nos restaurants');
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Utiliser ma position' })).toBeTruthy();
  });

  it('lists every store under its state and city', () => {
    renderWithProviders(<LocationsTemplate states={states(true)} />);
    expect(screen.getByRole('heading', { name: 'Camp Bowie' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sundance Square' })).toBeTruthy();
    expect(screen.queryByText('Choose a state or city to see its restaurants.')).toBeNull();
  });

  it('lists only states and cities with their store counts, linking to their pages, when stores are not listed', () => {
    renderWithProviders(<LocationsTemplate states={states(false)} storesListed={false} />);
    expect(screen.getByText('Choose a state or city to see its restaurants.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Texas' }).getAttribute('href')).toMatch(/\/locations\/texas$/);
    expect(screen.getByRole('link', { name: 'Fort Worth' }).getAttribute('href')).toMatch(/\/locations\/texas\/fort-worth$/);
    expect(screen.getAllByText('412 locations')).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 4 })).toBeNull();
  });

  it('turns from a listed market to a counted one on the same page (a navigation between markets)', () => {
    const { rerender } = renderWithProviders(<LocationsTemplate states={states(true)} />);
    rerender(<LocationsTemplate states={states(false)} storesListed={false} />);
    expect(screen.getAllByText('412 locations')).toHaveLength(2);
    rerender(<LocationsTemplate states={states(true)} />);
    expect(screen.getByRole('heading', { name: 'Camp Bowie' })).toBeTruthy();
  });
});
