/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { GlancePageProps } from '@/lib/page-loaders/menu-at-a-glance';
import { GlanceTemplate } from './glance-template';

const props: GlancePageProps = {
  heading: 'Menu At A Glance',
  intro: 'Everything we smoke',
  state: 'ready',
  breadcrumbs: [{ name: 'Menu', path: '/menu' }],
  menu: {
    id: 1,
    title: 'Everyday',
    sections: [
      {
        slug: 'meats',
        title: 'Meats',
        items: [
          { slug: 'sliced-brisket', title: 'Sliced Brisket', description: 'Smoked 14 hours', imageUrl: null, unit: 'lb', priceUnit: '100g', price: { currency: 'CAD', label: { kind: 'range', min: '25.00', max: '27.25' } } },
          { slug: 'ribs', title: 'Ribs', description: '', imageUrl: null, unit: 'each', priceUnit: 'each', price: { currency: 'CAD', label: { kind: 'single', amount: '18.00' } } },
          { slug: 'burnt-ends', title: 'Burnt Ends', description: '', imageUrl: null, unit: 'lb', priceUnit: '100g', price: null },
        ],
      },
    ],
  },
};

describe('GlanceTemplate', () => {
  it('lists each section with its items, priced in the market, each leading to its page in the market', () => {
    renderWithProviders(<GlanceTemplate {...props} />, { locale: 'fr-ca' });
    const meats = screen.getByRole('region', { name: 'Meats' });
    expect(within(meats).getByRole('link', { name: 'Sliced Brisket' }).getAttribute('href')).toBe('/ca/fr/menu/sliced-brisket');
    const text = (meats.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('25,00 $ à 27,25 $');
    expect(text).toContain('18,00 $');
    expect(text).toContain('Prix au restaurant');
    expect(screen.getByRole('navigation', { name: 'Sections du menu' }).querySelector('a')?.getAttribute('href')).toBe('#menu-meats');
    expect(screen.getByRole('link', { name: /PDF/ }).getAttribute('href')).toBe('/pdf/menu-at-a-glance.pdf');
  });

  it.each([
    ['unavailable', 'alert', "We can't show the menu right now"],
    ['empty', 'status', 'The menu is being updated'],
  ] as const)('when %s, says so and still offers the PDF', (state, role, text) => {
    renderWithProviders(<GlanceTemplate {...props} menu={null} state={state} />);
    expect(screen.getByRole(role).textContent).toContain(text);
    expect(screen.getByRole('link', { name: 'Download Menu At A Glance (PDF)' }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
