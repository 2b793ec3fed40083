import type { WireWorkingHours } from '@/domain/wire/catalog';
import { serializeJsonLd } from './json-ld-script';
import {
  breadcrumbJsonLd,
  openingHoursSpecification,
  restaurantJsonLd,
  type RestaurantFacts,
} from './json-ld';

type Day = RestaurantFacts['workingHours'][number];

/** A day as an older answer sent it: one opened/closed pair, no intervals. */
function day(day: WireWorkingHours['day'], weekday: number, over: Partial<Day> = {}): Day {
  return { day, weekday, active: true, opened: '11:00:00', closed: '21:30:00', byAppointmentOnly: false, ...over };
}

const WEEK: Day[] = [
  day('sunday', 7, { active: false, opened: null, closed: null }),
  day('monday', 1),
  day('tuesday', 2),
  day('wednesday', 3, { byAppointmentOnly: true }),
  day('thursday', 4),
  day('friday', 5, { closed: '22:00:00' }),
  day('saturday', 6, { active: false }),
];

const store: RestaurantFacts = {
  name: "Whitlock's Barbecue Pit 50th Street",
  url: 'https://hickory.example/locations/texas/lubbock/50th-street',
  image: 'https://hickory.example/images/stores/a.svg',
  telephone: '(806) 555-0112',
  address: { street: '4412 50th St', city: 'Lubbock', region: 'TX', postalCode: '79414', country: 'US' },
  latitude: 33.54,
  longitude: -101.9,
  workingHours: WEEK,
};

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://x/' }, { name: 'Press', url: 'https://x/press' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x/' },
        { '@type': 'ListItem', position: 2, name: 'Press', item: 'https://x/press' },
      ],
    });
  });

  it('is null for an empty trail', () => expect(breadcrumbJsonLd([])).toBeNull());
});

describe('openingHoursSpecification', () => {
  const spec = openingHoursSpecification(WEEK);
  const byDay = (name: string) => spec.find((entry) => entry.dayOfWeek === `https://schema.org/${name}`);

  it('lists the days Monday first, dropping the seconds of every time', () => {
    expect(spec[0]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '11:00', closes: '21:30' });
    expect(byDay('Friday')).toMatchObject({ opens: '11:00', closes: '22:00' });
    expect(JSON.stringify(spec)).not.toMatch(/\d{2}:\d{2}:\d{2}/);
  });

  it('marks inactive days closed (00:00 to 00:00), even when they carry times', () => {
    expect(byDay('Sunday')).toMatchObject({ opens: '00:00', closes: '00:00' });
    expect(byDay('Saturday')).toMatchObject({ opens: '00:00', closes: '00:00' });
  });

  it('leaves out days open by appointment only, and closes days the API did not send', () => {
    expect(byDay('Wednesday')).toBeUndefined();
    expect(openingHoursSpecification([])).toHaveLength(7);
    expect(openingHoursSpecification([]).every((entry) => entry.opens === '00:00')).toBe(true);
  });
});

describe('restaurantJsonLd', () => {
  it('describes one store as one Restaurant object with the SPEC fields', () => {
    const data = restaurantJsonLd([store]);
    expect(Array.isArray(data)).toBe(false);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: store.name,
      image: store.image,
      telephone: '(806) 555-0112',
      priceRange: '$$',
      servesCuisine: 'Barbecue',
      address: { '@type': 'PostalAddress', streetAddress: '4412 50th St', addressLocality: 'Lubbock', addressRegion: 'TX', postalCode: '79414', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 33.54, longitude: -101.9 },
    });
  });

  it('describes several stores as a list, and none as null', () => {
    const list = restaurantJsonLd([store, { ...store, name: 'Other', image: null }]);
    expect(Array.isArray(list)).toBe(true);
    expect((list as Record<string, unknown>[]).map((entry) => entry['@type'])).toEqual(['Restaurant', 'Restaurant']);
    expect((list as Record<string, unknown>[])[1]).not.toHaveProperty('image');
    expect(restaurantJsonLd([])).toBeNull();
  });
});

describe('openingHoursSpecification with split hours and exceptions', () => {
  const LUNCH = { opened: '11:00:00', closed: '14:00:00' };
  const DINNER = { opened: '17:00:00', closed: '22:00:00' };
  const split: WireWorkingHours[] = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((name, index) => ({
    day: name,
    weekday: index + 1,
    active: name !== 'monday',
    opened: name === 'monday' ? null : LUNCH.opened,
    closed: name === 'monday' ? null : LUNCH.closed,
    byAppointmentOnly: false,
    intervals: name === 'monday' ? [] : [LUNCH, DINNER],
  }));
  const exceptions = [
    { date: '2026-11-26', closed: true, intervals: [], occasion: 'thanksgiving', note: null },
    { date: '2026-12-31', closed: false, intervals: [{ opened: '10:30:00', closed: '01:00:00' }], occasion: 'new-years-eve', note: null },
  ];
  const node = restaurantJsonLd([{ ...store, workingHours: split, hoursExceptions: exceptions }]) as Record<string, unknown>;
  const specs = node.openingHoursSpecification as Record<string, unknown>[];
  const TIME = /^\d{2}:\d{2}$/;
  const DATE = /^\d{4}-\d{2}-\d{2}$/;

  it('has the schema.org shape: every entry an OpeningHoursSpecification with HH:MM opens and closes, and either a dayOfWeek or validFrom/validThrough dates', () => {
    for (const spec of specs) {
      expect(spec['@type']).toBe('OpeningHoursSpecification');
      expect(spec.opens).toMatch(TIME);
      expect(spec.closes).toMatch(TIME);
      if ('dayOfWeek' in spec) {
        expect(spec.dayOfWeek).toMatch(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
        expect(spec).not.toHaveProperty('validFrom');
      } else {
        expect(spec.validFrom).toMatch(DATE);
        expect(spec.validThrough).toBe(spec.validFrom);
      }
      expect(Object.keys(spec).sort()).toEqual(
        'dayOfWeek' in spec ? ['@type', 'closes', 'dayOfWeek', 'opens'] : ['@type', 'closes', 'opens', 'validFrom', 'validThrough'],
      );
    }
  });

  it('gives one entry per interval: two on a split day, closed Monday as 00:00–00:00', () => {
    const tuesday = specs.filter((spec) => spec.dayOfWeek === 'https://schema.org/Tuesday');
    expect(tuesday).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '11:00', closes: '14:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '17:00', closes: '22:00' },
    ]);
    expect(specs.filter((spec) => spec.dayOfWeek === 'https://schema.org/Monday')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '00:00', closes: '00:00' },
    ]);
    expect(specs.filter((spec) => 'dayOfWeek' in spec)).toHaveLength(1 + 6 * 2);
  });

  it('ends with the exceptions, valid from and through their date', () => {
    expect(specs.filter((spec) => 'validFrom' in spec)).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-11-26', validThrough: '2026-11-26', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '10:30', closes: '01:00' },
    ]);
  });

  it('survives serialisation for the page head', () => {
    expect(JSON.parse(serializeJsonLd(node))).toEqual(node);
  });
});
