/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { StoreMapSlot } from './store-map-slot';
import { renderWithProviders } from '@/components/testing/render-with-providers';

const STORES = [
  { id: 11, title: 'Camp Bowie', latitude: 32.73, longitude: -97.41 },
  { id: 12, title: 'Sundance Square', latitude: 32.75, longitude: -97.33 },
  { id: 13, title: 'Alliance', latitude: 32.98, longitude: -97.32 },
];

describe('StoreMapSlot without a Maps key: the keyless map', () => {
  it('draws one image, titled and described in the page language, numbered as the list', () => {
    renderWithProviders(<StoreMapSlot apiKey={null} stores={STORES} selectedId={null} onSelect={() => undefined} origin={{ latitude: 32.74, longitude: -97.4 }} />, { locale: 'fr-ca' });
    const map = screen.getByRole('img', { name: /Carte des restaurants trouvés/ });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map.querySelector('desc')?.textContent).toBe(
      'Chaque repère numéroté est un restaurant de la liste ci-dessous, avec le même numéro ; le nord est en haut. L’anneau marque l’endroit de votre recherche.',
    );
    expect([...map.querySelectorAll('g > text')].map((text) => text.textContent)).toEqual(['N', '1', '2', '3']);
  });

  it('places the stores where they are: the northernmost highest, the westernmost leftmost', () => {
    renderWithProviders(<StoreMapSlot apiKey={null} stores={STORES} selectedId={12} onSelect={() => undefined} />);
    const pins = [...screen.getByRole('img').querySelectorAll('g[transform^="translate"]')];
    const places = pins.map((pin) => pin.getAttribute('transform')!.match(/translate\(([\d.]+) ([\d.]+)\)/)!.slice(1).map(Number));
    const [campBowie, sundance, alliance] = places as [number[], number[], number[]];
    expect(alliance[1]).toBeLessThan(sundance[1]!);
    expect(campBowie[0]).toBeLessThan(sundance[0]!);
    expect(pins[1]!.getAttribute('class')).toMatch(/pinSelected/);
    expect(screen.getByRole('img').querySelector('desc')?.textContent).not.toMatch(/ring/);
  });

  it('draws nothing without stores', () => {
    const { container } = renderWithProviders(<StoreMapSlot apiKey={null} stores={[]} selectedId={null} onSelect={() => undefined} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
