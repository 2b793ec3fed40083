/** @jest-environment jsdom */
/**
 * The keyless map (no Maps key): the drawing, its numbered markers, and the link between a marker
 * and its store's card in the finder's list, both ways.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { StoreMapSlot } from './store-map-slot';
import { CAMP_BOWIE, DEEP_ELLUM } from './store-map-test-stores';
import { LocationsTemplate } from './locations-template';
import { StoreList } from '@/components/ordering/store-list';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { searchStores } from '@/lib/api/ordering';
import type { StoreMatch } from '@/lib/api/ordering-view';

jest.mock('@/lib/api/ordering', () => ({ ...jest.requireActual('@/lib/api/ordering'), searchStores: jest.fn() }));
const search = searchStores as jest.MockedFunction<typeof searchStores>;

const STORES = [
  { id: 11, title: 'Camp Bowie', latitude: 32.73, longitude: -97.41 },
  { id: 12, title: 'Sundance Square', latitude: 32.75, longitude: -97.33 },
  { id: 13, title: 'Alliance', latitude: 32.98, longitude: -97.32 },
];

const SUNDANCE: StoreMatch = { ...DEEP_ELLUM, id: 7, slug: 'sundance-square', title: 'Sundance Square', label: 'Sundance Square', address: { ...DEEP_ELLUM.address, latitude: 32.75, longitude: -97.33 } };

const markers = () => screen.getAllByRole('button', { name: /^\d+\. / });
const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li');
/** Where a marker sits, in percent of the drawing: [left, top]. */
const placeOf = (marker: HTMLElement) => [marker.style.left, marker.style.top].map((value) => Number.parseFloat(value));

let scrolled: Element[] = [];

// The map's code comes when a map is first shown (store-map-slot.tsx), a frame holding its place
// meanwhile; once it has come, every map below draws at once.
beforeAll(async () => {
  const { container } = renderWithProviders(<StoreMapSlot apiKey={null} stores={STORES} selectedId={null} onSelect={() => undefined} />);
  expect(container.querySelector('div[aria-hidden="true"]')?.className).toMatch(/frame/);
  await screen.findByRole('img');
  cleanup();
});

beforeEach(() => {
  scrolled = [];
  // jsdom lays nothing out; a card brought into view says so here.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  search.mockReset();
});

describe('StoreMapSlot without a Maps key: the keyless map', () => {
  it('draws one image, titled and described in the page language, and a marker per store named by its number and store', () => {
    renderWithProviders(<StoreMapSlot apiKey={null} stores={STORES} selectedId={null} onSelect={() => undefined} origin={{ latitude: 32.74, longitude: -97.4 }} />, { locale: 'fr-ca' });
    const map = screen.getByRole('img', { name: /Carte des restaurants trouvés/ });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map.querySelector('desc')?.textContent).toBe(
      'Chaque repère numéroté est un restaurant de la liste ci-dessous, avec le même numéro ; le nord est en haut. L’anneau marque l’endroit de votre recherche.',
    );
    expect(markers().map((marker) => marker.getAttribute('aria-label'))).toEqual(['1. Camp Bowie', '2. Sundance Square', '3. Alliance']);
    expect(markers().map((marker) => marker.textContent)).toEqual(['1', '2', '3']);
  });

  it('names the markers in Japanese too', () => {
    renderWithProviders(<StoreMapSlot apiKey={null} stores={STORES} selectedId={null} onSelect={() => undefined} />, { locale: 'ja-jp' });
    expect(screen.getAllByRole('button').map((marker) => marker.getAttribute('aria-label'))).toEqual(['1番 Camp Bowie', '2番 Sundance Square', '3番 Alliance']);
  });

  it('places the markers where the stores are: the northernmost highest, the westernmost leftmost, all inside the drawing', () => {
    renderWithProviders(<StoreMapSlot apiKey={null} stores={STORES} selectedId={null} onSelect={() => undefined} />);
    const [campBowie, sundance, alliance] = markers().map(placeOf) as [number[], number[], number[]];
    expect(alliance[1]).toBeLessThan(sundance[1]!);
    expect(campBowie[0]).toBeLessThan(sundance[0]!);
    for (const percent of [campBowie, sundance, alliance].flat()) {
      expect(percent).toBeGreaterThan(0);
      expect(percent).toBeLessThan(100);
    }
    expect(screen.getByRole('img').querySelector('desc')?.textContent).not.toMatch(/ring/);
  });

  it('spreads the markers of stores too close to tell apart (one city in a wide search), each with a line to its place', () => {
    const wide = [
      { id: 21, title: 'Lower Greenville', latitude: 32.8128, longitude: -96.7699 },
      { id: 22, title: 'Oak Lawn', latitude: 32.8105, longitude: -96.8077 },
      { id: 23, title: 'Dallas Catering Kitchen', latitude: 32.803, longitude: -96.842 },
      { id: 24, title: 'North Burnet', latitude: 30.3904, longitude: -97.7227 },
      { id: 25, title: 'Campus Corner', latitude: 35.2097, longitude: -97.444 },
      { id: 26, title: 'Youree Drive', latitude: 32.446, longitude: -93.717 },
    ];
    renderWithProviders(<StoreMapSlot apiKey={null} stores={wide} selectedId={null} onSelect={() => undefined} />);
    // In the drawing's units (640 × 360): 72 apart, 32 px on the narrowest phone.
    const centres = markers().map(placeOf).map(([left, top]) => ({ x: (left! / 100) * 640, y: (top! / 100) * 360 }));
    const gaps = centres.flatMap((a, i) => centres.slice(i + 1).map((b) => Math.hypot(b.x - a.x, b.y - a.y)));
    expect(Math.min(...gaps)).toBeGreaterThan(71.8);
    // Dallas markers moved off their places have a line back to them (the middle one may stay put); the others stand on theirs.
    const places = [...screen.getByRole('img').querySelectorAll('g > circle')].map((dot) => Number(dot.getAttribute('cx')));
    expect(places.length).toBeGreaterThanOrEqual(2);
    for (const x of places) expect(Math.abs(x - places[0]!)).toBeLessThan(10);
  });

  it('markers are native buttons in the tab order (Enter and Space choose them); the selected one is pressed', () => {
    const onSelect = jest.fn();
    renderWithProviders(<StoreMapSlot apiKey={null} stores={STORES} selectedId={12} onSelect={onSelect} />);
    for (const marker of markers()) {
      expect(marker.tagName).toBe('BUTTON');
      expect(marker.getAttribute('type')).toBe('button');
      expect(marker.tabIndex).toBe(0);
    }
    expect(markers().map((marker) => marker.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    fireEvent.click(screen.getByRole('button', { name: '3. Alliance' }));
    expect(onSelect).toHaveBeenCalledWith(13);
  });

  it('draws nothing without stores', () => {
    const { container } = renderWithProviders(<StoreMapSlot apiKey={null} stores={[]} selectedId={null} onSelect={() => undefined} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('the finder list without a Maps key: markers and cards', () => {
  function renderList() {
    return renderWithProviders(<StoreList title="Restaurants near 76116" stores={[CAMP_BOWIE, SUNDANCE, DEEP_ELLUM]} handoff="carryout" categorySlug="everyday" />);
  }

  it('starts with no store selected', () => {
    renderList();
    expect(markers().map((marker) => marker.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
    expect(['Camp Bowie', 'Sundance Square', 'Deep Ellum'].map((title) => cardOf(title)?.getAttribute('aria-current'))).toEqual([null, null, null]);
  });

  it('choosing marker 2 brings card 2 into view, frames it and moves focus to it; marker 2 shows the selection', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: '2. Sundance Square' }));

    const card = cardOf('Sundance Square');
    expect(card?.getAttribute('aria-current')).toBe('true');
    expect(card?.className).toMatch(/cardSelected/);
    expect(document.activeElement).toBe(card);
    expect(scrolled).toEqual([card]);
    expect(within(card!).getByText('2').getAttribute('aria-hidden')).toBe('true');
    expect(markers().map((marker) => marker.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(cardOf('Camp Bowie')?.getAttribute('aria-current')).toBeNull();
  });

  it('choosing another marker moves the selection with it', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: '2. Sundance Square' }));
    fireEvent.click(screen.getByRole('button', { name: '3. Deep Ellum' }));
    expect(cardOf('Sundance Square')?.getAttribute('aria-current')).toBeNull();
    expect(document.activeElement).toBe(cardOf('Deep Ellum'));
    expect(markers().map((marker) => marker.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
  });

  it('offers no "Show on the map" button without Google’s map', () => {
    renderList();
    expect(screen.queryByRole('button', { name: /on the map/ })).toBeNull();
  });
});

describe('/locations without a Maps key: the finder’s keyless map', () => {
  it('after a search, marker 2 selects and focuses the second store’s card, in French', async () => {
    search.mockResolvedValue({ origin: { kind: 'postal-code', label: '76116', latitude: 32.73, longitude: -97.42 }, data: [CAMP_BOWIE, SUNDANCE] });
    renderWithProviders(<LocationsTemplate states={[]} mapsKey={null} pins={[]} />, { locale: 'fr-ca' });
    fireEvent.change(screen.getByLabelText('Code postal, code ZIP ou ville'), { target: { value: '76116' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rechercher' })));
    const marker = await screen.findByRole('button', { name: '2. Sundance Square' });

    fireEvent.click(marker);
    const card = cardOf('Sundance Square');
    expect(card?.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(card);
    expect(marker.getAttribute('aria-pressed')).toBe('true');
  });
});
