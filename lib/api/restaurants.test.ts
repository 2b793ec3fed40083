import type { WireLocation } from '@/domain/wire/catalog';
import { restaurantJsonLd } from '@/lib/seo/json-ld';
import { restaurantFactsOf } from './restaurants';

const location: WireLocation = {
  id: 7, slug: 'plateau', brandId: 4, countryCode: 'CA', currency: 'CAD', label: "Whitlock's Plateau", title: 'Plateau', subtitle: null,
  phone: '(514) 555-0100', timeZone: 'America/Toronto', socialNetworks: [], deliveryPartners: [], onlineOrdering: true, acceptingOrders: true,
  image: { url: '/images/stores/plateau.svg' },
  address: { address: '1 Rue X', city: 'Montréal', citySlug: 'montreal', state: { label: 'QC', name: 'Québec', slug: 'quebec' }, zip: 'H2X 1Y4', latitude: 45.5, longitude: -73.6 },
  workingHours: [{ weekday: 1, day: 'monday', active: true, opened: '11:00:00', closed: '22:00:00', byAppointmentOnly: false, intervals: [{ opened: '11:00:00', closed: '22:00:00' }] }],
  openNow: false,
  hoursExceptions: [{ date: '2026-11-26', closed: true, intervals: [], occasion: 'thanksgiving', note: null }],
};

describe('restaurantFactsOf', () => {
  it('gives the label, absolute page and picture URLs in the market, and the country', () => {
    const facts = restaurantFactsOf(location, { locale: 'fr-ca' }, 'https://hickory.example');
    expect(facts).toMatchObject({
      name: "Whitlock's Plateau",
      url: 'https://hickory.example/ca/fr/locations/quebec/montreal/plateau',
      image: 'https://hickory.example/images/stores/plateau.svg',
      telephone: '(514) 555-0100',
      address: { street: '1 Rue X', city: 'Montréal', region: 'QC', postalCode: 'H2X 1Y4', country: 'CA' },
      latitude: 45.5,
      longitude: -73.6,
    });
    expect(restaurantJsonLd([facts])).toMatchObject({ '@type': 'Restaurant', openingHoursSpecification: [{ opens: '11:00', closes: '22:00' }, expect.anything(), expect.anything(), expect.anything(), expect.anything(), expect.anything(), expect.anything(), { validFrom: '2026-11-26', validThrough: '2026-11-26', opens: '00:00', closes: '00:00' }] });
  });

  it('has no picture when the store has none, and keeps an absolute one', () => {
    expect(restaurantFactsOf({ ...location, image: null }, { locale: 'en-ca' }, 'https://s').image).toBeNull();
    expect(restaurantFactsOf({ ...location, image: { url: 'https://cdn.example/a.svg' } }, { locale: 'en-ca' }, 'https://s').image).toBe('https://cdn.example/a.svg');
  });

  it('describes a Japanese store on a Japanese page as a Japanese reader writes it: its Japanese name, the prefecture’s name, the street and city in Japanese', () => {
    const umeda: WireLocation = {
      ...location, id: 9, slug: 'osaka-umeda', countryCode: 'JP', currency: 'JPY', label: 'Umeda', title: 'Umeda', localTitle: '梅田',
      address: { address: '1-9-20 Umeda, Kita-ku', city: 'Osaka', citySlug: 'osaka', state: { label: '27', name: 'Osaka', slug: 'osaka' }, zip: '5300001', latitude: 34.7, longitude: 135.5, local: { address: '北区梅田1-9-20', city: '大阪市' } },
    };
    expect(restaurantFactsOf(umeda, { locale: 'ja-jp' }, 'https://s')).toMatchObject({
      name: '梅田',
      address: { street: '北区梅田1-9-20', city: '大阪市', region: '大阪府', postalCode: '530-0001', country: 'JP' },
    });
    expect(restaurantFactsOf(umeda, { locale: 'en-jp' }, 'https://s')).toMatchObject({
      name: 'Umeda',
      address: { street: '1-9-20 Umeda, Kita-ku', city: 'Osaka', region: 'Osaka', postalCode: '530-0001', country: 'JP' },
    });
  });
});
