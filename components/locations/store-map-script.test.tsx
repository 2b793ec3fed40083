/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { CAMP_BOWIE, DEEP_ELLUM } from './store-map-test-stores';
import { StoreList } from '@/components/ordering/store-list';
import { renderWithProviders } from '@/components/testing/render-with-providers';

function mapsScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')].filter((script) => script.src.startsWith('https://maps.googleapis.com/'));
}

afterEach(() => {
  for (const script of mapsScripts()) script.remove();
});

describe('the finder results map', () => {
  it('loads nothing of the map without a key: no script, no map, no map buttons', async () => {
    renderWithProviders(<StoreList title="Near 76116" stores={[CAMP_BOWIE, DEEP_ELLUM]} handoff="carryout" categorySlug="everyday" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Camp Bowie', 'Deep Ellum']);
    // Give a lazily loaded map every chance to appear.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mapsScripts()).toEqual([]);
    expect(screen.queryByRole('region', { name: /Map of the restaurants found/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /on the map/ })).toBeNull();
  });

  it('with a key, requests the maps script with the key, the page language and the places library', async () => {
    renderWithProviders(
      <StoreList title="Près de H2X" stores={[CAMP_BOWIE, DEEP_ELLUM]} handoff="carryout" categorySlug="everyday" mapsKey="AIzaTestKey" />,
      { locale: 'fr-ca' },
    );
    await waitFor(() => expect(mapsScripts()).toHaveLength(1));
    const url = new URL(mapsScripts()[0]?.src ?? '');
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('AIzaTestKey');
    expect(url.searchParams.get('language')).toBe('fr-CA');
    expect(url.searchParams.get('libraries')).toBe('places');
    // Until the script runs, the labelled map region says it is loading; the list is all there.
    expect(await screen.findByRole('region', { name: /Carte des restaurants trouvés/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /sur la carte/ })).toHaveLength(2);
  });
});
