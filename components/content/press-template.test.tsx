/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { press as french } from '@/content/fr-ca/legal-press';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { PressTemplate, releasesOf } from './press-template';

const IMAGE = { url: '/p.jpg', alternativeText: 'A', width: 3, height: 4 };
const HOSTED = { slug: 'nouveau-fumoir', title: 'Un nouveau fumoir à Montréal', date: '2099-01-02', author: 'Équipe', excerpt: 'Le fumoir ouvre.', image: IMAGE };

describe('PressTemplate', () => {
  it('lists a release hosted on the site first when it is the newest, opening its own page in the market', () => {
    renderWithProviders(<PressTemplate press={french} posts={[HOSTED]} breadcrumbs={[]} />, { locale: 'fr-ca' });
    const items = within(screen.getByRole('region', { name: 'Derniers communiqués' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Le fumoir ouvre.');
    expect(within(items[0]!).getByRole('link', { name: HOSTED.title }).getAttribute('href')).toBe('/ca/fr/press/releases/nouveau-fumoir');
    expect(items).toHaveLength(french.releases.length + 1);
  });

  it('keeps the releases linked elsewhere and orders everything newest first', () => {
    const older = { ...HOSTED, slug: 'ancien', date: '1999-01-01' };
    const order = releasesOf(french, [older, HOSTED]).map((release) => release.date);
    expect(order).toEqual([...order].sort().reverse());
    expect(releasesOf(french, []).map((release) => release.href)).toEqual(french.releases.map((release) => release.url));
  });
});
