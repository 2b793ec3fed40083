/** @jest-environment jsdom */
/**
 * Pins and cards select each other. The Google Maps script cannot load here (no network), so the
 * page gets a stand-in of the few `google.maps` classes the map uses: it records the pins the
 * map draws and lets the test click one, as the real script would on a click or Enter.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LocationsTemplate } from './locations-template';
import { CAMP_BOWIE, DEEP_ELLUM } from './store-map-test-stores';
import { StoreList } from '@/components/ordering/store-list';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { StateWithCities } from '@/lib/api/locations';
import { mapStoreOf } from '@/lib/maps/pins';

type Handler = (...args: unknown[]) => void;
type Listener = { instance: object; name: string; handler: Handler; remove: () => void };

let listeners: Listener[] = [];
let pins: FakeOverlay[] = [];
let maps: FakeOverlay[] = [];

/** An object that keeps what its setters receive (setIcon(x) -> options.icon) and records its other calls. */
class FakeOverlay {
  options: Record<string, unknown>;
  calls: [string, unknown[]][] = [];
  constructor(options: Record<string, unknown> = {}) {
    this.options = { ...options };
    return new Proxy(this, {
      get(target, property, receiver) {
        if (typeof property !== 'string' || property in target) return Reflect.get(target, property, receiver);
        if (/^set[A-Z]/.test(property)) {
          const key = property.charAt(3).toLowerCase() + property.slice(4);
          return (value: unknown) => {
            if (key === 'options') Object.assign(target.options, value);
            else target.options[key] = value;
          };
        }
        if (/^get[A-Z]/.test(property)) return () => target.options[property.charAt(3).toLowerCase() + property.slice(4)];
        return (...args: unknown[]) => {
          target.calls.push([property, args]);
        };
      },
    });
  }
}

function installGoogleMaps() {
  const event = {
    addListener(instance: object, name: string, handler: Handler) {
      const listener: Listener = { instance, name, handler, remove: () => (listeners = listeners.filter((each) => each !== listener)) };
      listeners.push(listener);
      return listener;
    },
    removeListener: (listener: Listener) => listener.remove(),
    clearInstanceListeners: (instance: object) => (listeners = listeners.filter((each) => each.instance !== instance)),
  };
  const google = {
    maps: {
      version: '3.test',
      event,
      SymbolPath: { CIRCLE: 0 },
      Map: class extends FakeOverlay {
        constructor(_element: unknown, options?: Record<string, unknown>) {
          super(options);
          maps.push(this);
        }
      },
      Marker: class extends FakeOverlay {
        constructor(options?: Record<string, unknown>) {
          super(options);
          pins.push(this);
        }
      },
      LatLngBounds: class extends FakeOverlay {},
    },
  };
  Object.assign(window, { google });
}

function pinOf(title: string): FakeOverlay {
  const pin = pins.find((each) => each.options.title === title);
  if (!pin) throw new Error(`no pin for ${title}`);
  return pin;
}

function clickPin(title: string) {
  const pin = pinOf(title);
  for (const listener of listeners.filter((each) => each.instance === pin && each.name === 'click')) {
    act(() => listener.handler({}));
  }
}

beforeEach(() => {
  // The loader says the stand-in was not loaded through it: true, and expected here.
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Google Maps already loaded outside')) warn(...args);
  });
  listeners = [];
  pins = [];
  maps = [];
  installGoogleMaps();
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'google');
});

function renderList() {
  return renderWithProviders(
    <StoreList title="Restaurants near 76116" stores={[CAMP_BOWIE, DEEP_ELLUM]} handoff="carryout" categorySlug="everyday" mapsKey="AIzaTestKey" />,
  );
}

describe('the store map and its list', () => {
  it('draws one labelled, keyboard-focusable region with a pin per store, none selected', async () => {
    renderList();
    const region = await screen.findByRole('region', { name: /Map of the restaurants found/ });
    expect(region.getAttribute('aria-hidden')).toBeNull();
    await waitFor(() => expect(pins.map((pin) => pin.options.title)).toEqual(['Camp Bowie', 'Deep Ellum']));
    expect(pins.map((pin) => pin.options.zIndex)).toEqual([1, 1]);
    expect(screen.getAllByRole('button', { name: /on the map/ }).map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  });

  it('choosing a pin selects its store in the list and moves focus to its card', async () => {
    renderList();
    await waitFor(() => expect(pins).toHaveLength(2));
    clickPin('Deep Ellum');

    const card = screen.getByRole('heading', { name: 'Deep Ellum' }).closest('li');
    expect(card?.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(card);
    expect(screen.getByRole('button', { name: 'Shown on the map' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Camp Bowie' }).closest('li')?.getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(pinOf('Deep Ellum').options.zIndex).toBe(2));
    expect(pinOf('Camp Bowie').options.zIndex).toBe(1);
  });

  it('choosing a store in the list highlights its pin and brings it into view', async () => {
    renderList();
    await waitFor(() => expect(pins).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Show Camp Bowie on the map' }));

    expect(screen.getByRole('button', { name: 'Shown on the map' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(pinOf('Camp Bowie').options.zIndex).toBe(2));
    expect((pinOf('Camp Bowie').options.icon as { scale: number }).scale).toBeGreaterThan((pinOf('Deep Ellum').options.icon as { scale: number }).scale);
    expect(maps[0]?.calls).toContainEqual(['panTo', [{ lat: CAMP_BOWIE.address.latitude, lng: CAMP_BOWIE.address.longitude }]]);
  });
});

describe('/locations with a map', () => {
  const states: StateWithCities[] = [
    {
      label: 'TX',
      name: 'Texas',
      slug: 'texas',
      locationCount: 2,
      path: '/locations/texas',
      cities: [
        {
          name: 'Fort Worth',
          slug: 'fort-worth',
          locationCount: 2,
          path: '/locations/texas/fort-worth',
          stores: [CAMP_BOWIE, DEEP_ELLUM].map((store) => ({
            id: store.id,
            slug: store.slug,
            title: store.title,
            phone: store.phone,
            tel: 'tel:+18175550100',
            address: { line: store.address.address, city: 'Fort Worth', stateLabel: 'TX', stateName: 'Texas', region: 'TX', zip: '76116', lines: [store.address.address, 'Fort Worth, TX 76116'] },
            path: `/locations/texas/fort-worth/${store.slug}`,
          })),
        },
      ],
    },
  ];

  it("choosing a pin focuses its store card; a card's button highlights its pin", async () => {
    renderWithProviders(<LocationsTemplate states={states} mapsKey="AIzaTestKey" pins={[CAMP_BOWIE, DEEP_ELLUM].map((location) => mapStoreOf(location, 'en'))} />);
    await waitFor(() => expect(pins).toHaveLength(2));
    clickPin('Camp Bowie');
    const card = screen.getByRole('heading', { name: 'Camp Bowie' }).closest('li');
    expect(card?.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(card);

    fireEvent.click(screen.getByRole('button', { name: 'Show Deep Ellum on the map' }));
    await waitFor(() => expect(pinOf('Deep Ellum').options.zIndex).toBe(2));
    expect(card?.getAttribute('aria-current')).toBeNull();
  });

  it('shows no map and no map buttons without a key', () => {
    renderWithProviders(<LocationsTemplate states={states} mapsKey={null} pins={[]} />);
    expect(screen.getByRole('heading', { name: 'Camp Bowie' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Map of the restaurants found/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /on the map/ })).toBeNull();
    expect(pins).toEqual([]);
  });
});
