import { everyHandoff, isStoreLink, isTaxPercent, isTimeZone, storeDetailsProblems, storeOrderingProblems, type StoreDetails, type StoreOrdering } from './store-fields';
import { isPhoneOf } from '@/domain/validation/phones';

const details: StoreDetails = {
  title: 'Deep Ellum',
  slug: 'deep-ellum',
  address: '2800 Main St',
  city: 'Dallas',
  stateId: 1,
  zip: '75226',
  latitude: 32.784,
  longitude: -96.781,
  timeZone: 'America/Chicago',
  phone: '(214) 555-0142',
  taxPercent: '8.25',
  socialNetworks: [{ network: 'instagram', url: 'https://instagram.com/hickory' }],
  deliveryPartners: [{ name: 'DoorDash', url: 'https://www.doordash.com/store/1' }],
  menuIds: [1],
};

const ordering: StoreOrdering = {
  onlineOrdering: true,
  handoffs: [{ handoffId: 2, offered: true, leadMinutes: 20 }],
  deliveryRadiusKm: 10,
  cateringRadiusKm: 25,
  slotCapacity: 4,
};

describe('storeDetailsProblems', () => {
  it('finds nothing wrong in a complete store', () => {
    expect(storeDetailsProblems(details, 'US', isPhoneOf)).toEqual([]);
  });

  it.each([
    [{ title: '  ' }, 'title', 'titleRequired'],
    [{ slug: 'Deep Ellum' }, 'slug', 'slugInvalid'],
    [{ slug: 'deep--ellum' }, 'slug', 'slugInvalid'],
    [{ address: '' }, 'address', 'addressRequired'],
    [{ city: '' }, 'city', 'cityRequired'],
    [{ zip: 'H2X 1Y4' }, 'zip', 'zipInvalid'],
    [{ latitude: 90.0001 }, 'latitude', 'latitudeInvalid'],
    [{ latitude: Number.NaN }, 'latitude', 'latitudeInvalid'],
    [{ longitude: -180.5 }, 'longitude', 'longitudeInvalid'],
    [{ timeZone: 'Texas/Dallas' }, 'timeZone', 'timeZoneInvalid'],
    [{ timeZone: '' }, 'timeZone', 'timeZoneInvalid'],
    [{ phone: '12' }, 'phone', 'phoneInvalid'],
    [{ taxPercent: '30.001' }, 'taxPercent', 'taxRateInvalid'],
    [{ taxPercent: '8,25' }, 'taxPercent', 'taxRateInvalid'],
    [{ socialNetworks: [{ network: 'x' as const, url: 'http://x.com/hickory' }] }, 'socialNetworks.0', 'linkInvalid'],
    [{ deliveryPartners: [{ name: ' ', url: 'https://ubereats.com' }] }, 'deliveryPartners.0', 'partnerNameRequired'],
  ] as const)('%j: %s is %s', (change, field, name) => {
    expect(storeDetailsProblems({ ...details, ...(change as Partial<StoreDetails>) }, 'US', isPhoneOf)).toEqual([{ field, name }]);
  });

  it('takes a store number as its country dials it, and refuses one its country does not', () => {
    expect(storeDetailsProblems({ ...details, zip: '530-0001', phone: '06-5555-0163' }, 'JP', isPhoneOf)).toEqual([]);
    expect(storeDetailsProblems({ ...details, phone: '06-5555-0163' }, 'US', isPhoneOf)).toEqual([{ field: 'phone', name: 'phoneInvalid' }]);
  });

  it('takes the edges of the coordinates and a Canadian postal code in Canada', () => {
    expect(storeDetailsProblems({ ...details, latitude: -90, longitude: 180, zip: 'H2X 1Y4' }, 'CA', isPhoneOf)).toEqual([]);
  });
});

describe('storeOrderingProblems', () => {
  it('finds nothing wrong in sound settings', () => {
    expect(storeOrderingProblems(ordering)).toEqual([]);
  });

  it.each([
    [{ deliveryRadiusKm: 100.5 }, 'deliveryRadiusKm', 'radiusInvalid'],
    [{ deliveryRadiusKm: -1 }, 'deliveryRadiusKm', 'radiusInvalid'],
    [{ cateringRadiusKm: 100.01 }, 'cateringRadiusKm', 'radiusInvalid'],
    [{ cateringRadiusKm: Number.NaN }, 'cateringRadiusKm', 'radiusInvalid'],
    [{ slotCapacity: 0 }, 'slotCapacity', 'slotCapacityInvalid'],
    [{ slotCapacity: 2.5 }, 'slotCapacity', 'slotCapacityInvalid'],
    [{ handoffs: [{ handoffId: 2 as const, offered: true, leadMinutes: 1441 }] }, 'lead.2', 'leadMinutesInvalid'],
    [{ handoffs: [{ handoffId: 2 as const, offered: false, leadMinutes: null }] }, 'handoffs', 'handoffRequired'],
  ] as const)('%j: %s is %s', (change, field, name) => {
    expect(storeOrderingProblems({ ...ordering, ...(change as Partial<StoreOrdering>) })).toEqual([{ field, name }]);
  });

  it('takes radii from 0 (no delivery) to 100 km for each menu type', () => {
    expect(storeOrderingProblems({ ...ordering, deliveryRadiusKm: 0, cateringRadiusKm: 100 })).toEqual([]);
  });

  it('takes a lead time of 0 and of a whole day', () => {
    expect(storeOrderingProblems({ ...ordering, handoffs: [{ handoffId: 2, offered: true, leadMinutes: 0 }, { handoffId: 3, offered: true, leadMinutes: 1440 }] })).toEqual([]);
  });
});

describe('isTimeZone', () => {
  it.each([
    ['America/Chicago', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['America/Chicago; drop', false],
  ])('%s: %s', (name, expected) => expect(isTimeZone(name)).toBe(expected));
});

describe('isTaxPercent', () => {
  it.each([
    ['0', true],
    ['8.25', true],
    ['30', true],
    ['14.975', true],
    ['30.001', false],
    ['8.2501', false],
    ['-1', false],
    ['', false],
  ])('%s: %s', (text, expected) => expect(isTaxPercent(text)).toBe(expected));
});

describe('isStoreLink', () => {
  it.each([
    ['https://www.facebook.com/hickory', true],
    ['https://x.com', true],
    ['http://x.com', false],
    ['https://nodot', false],
    ['javascript:alert(1)', false],
  ])('%s: %s', (url, expected) => expect(isStoreLink(url)).toBe(expected));
});

describe('everyHandoff', () => {
  it('lists every handoff once, the missing ones not offered', () => {
    expect(everyHandoff([{ handoffId: 4, offered: true, leadMinutes: 10 }]).map((choice) => [choice.handoffId, choice.offered])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
      [6, false],
    ]);
  });
});
