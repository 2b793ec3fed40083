/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { addStaffStore, changeStaffStoreDetails, changeStaffStoreOrdering, fetchStaffStorePlace, type StaffStore, type StaffStoreChoices } from '@/lib/api/staff-stores';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { pauseStoreHandoff, resumeStoreHandoff, type StorePauses } from '@/lib/api/staff-pauses';
import { NewStoreTemplate, StorePageTemplate } from './store-page-template';
import { StoresTemplate } from './stores-template';

jest.mock('@/lib/api/staff-stores', () => ({ addStaffStore: jest.fn(), changeStaffStoreDetails: jest.fn(), changeStaffStoreOrdering: jest.fn(), fetchStaffStorePlace: jest.fn() }));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));
jest.mock('@/lib/api/staff-pauses', () => ({ pauseStoreHandoff: jest.fn(), resumeStoreHandoff: jest.fn() }));
const push = jest.fn(async () => true);
jest.mock('next/router', () => ({ useRouter: () => ({ push, asPath: '/staff/stores/new', query: {}, pathname: '/staff/stores/new' }) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const MANAGER = { ...STAFF_MEMBER, role: 'store_manager' as const };
const CHOICES: StaffStoreChoices = {
  states: [
    { id: 5, label: 'TX', name: 'Texas', countryCode: 'US', timeZone: 'America/Chicago' },
    { id: 9, label: 'QC', name: 'Québec', countryCode: 'CA', timeZone: 'America/Toronto' },
  ],
  menus: [{ id: 1, title: 'Everyday' }],
  canAdd: true,
};
const STORE: StaffStore = {
  id: 42,
  title: 'Lower Greenville',
  slug: 'lower-greenville',
  address: '1901 Lower Greenville Ave',
  city: 'Dallas',
  stateId: 5,
  zip: '75206',
  latitude: 32.81,
  longitude: -96.77,
  timeZone: 'America/Chicago',
  phone: '(214) 555-0100',
  taxPercent: '8.25',
  socialNetworks: [],
  deliveryPartners: [],
  menuIds: [1],
  onlineOrdering: true,
  handoffs: [
    { handoffId: 1, offered: false, leadMinutes: null },
    { handoffId: 2, offered: true, leadMinutes: 20 },
    { handoffId: 3, offered: true, leadMinutes: null },
    { handoffId: 4, offered: false, leadMinutes: null },
    { handoffId: 6, offered: false, leadMinutes: null },
  ],
  deliveryRadiusKm: 10,
  cateringRadiusKm: 25,
  slotCapacity: 4,
  makeCapacityMinutes: 90,
  countryCode: 'US',
  canChangeDetails: false,
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

beforeEach(() => {
  jest.mocked(addStaffStore).mockReset().mockResolvedValue({ ...STORE, id: 77, title: 'Deep Ellum', canChangeDetails: true });
  jest.mocked(changeStaffStoreOrdering).mockReset().mockResolvedValue({ ...STORE, slotCapacity: 6 });
  jest.mocked(fetchStaffStorePlace).mockReset().mockResolvedValue({ postalCode: '75226', latitude: 32.7877, longitude: -96.7796, city: 'Dallas', stateId: 5 });
  push.mockClear();
});

describe('StoresTemplate', () => {
  it('lists the stores with city, state and online ordering, linked to their pages, under the Stores navigation entry', () => {
    renderWithProviders(<StoresTemplate staff={ADMIN} list={{ stores: [{ id: 42, title: 'Lower Greenville', slug: 'lower-greenville', city: 'Dallas', state: 'TX', countryCode: 'US', onlineOrdering: false }], choices: CHOICES }} />);
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Stores' }).getAttribute('aria-current')).toBe('page');
    const row = screen.getByRole('row', { name: /Lower Greenville/ });
    expect(within(row).getByRole('link', { name: 'Lower Greenville' }).getAttribute('href')).toBe('/staff/stores/42');
    expect(within(row).getByText('Off')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a store' })).toBeTruthy();
  });

  it('offers no Add a store to a store manager', () => {
    renderWithProviders(<StoresTemplate staff={MANAGER} list={{ stores: [], choices: { ...CHOICES, canAdd: false } }} />);
    expect(screen.queryByRole('link', { name: 'Add a store' })).toBeNull();
    expect(screen.getByText('You are not assigned to any store yet: ask a brand admin.')).toBeTruthy();
  });
});

describe('NewStoreTemplate', () => {
  it('says each problem beside its field, derives the slug and the time zone, and adds the store with the hours it says', async () => {
    renderWithProviders(<NewStoreTemplate staff={ADMIN} choices={CHOICES} stores={[]} />);
    await click(screen.getByRole('button', { name: 'Add the store' }));
    expect(screen.getByText('Please give the store a name')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Store name', { exact: true }));
    expect(addStaffStore).not.toHaveBeenCalled();

    type('Store name', 'Deep Ellum');
    expect((screen.getByLabelText('Web address name', { exact: true }) as HTMLInputElement).value).toBe('deep-ellum');
    type('Street address', '2800 Main St');
    type('City', 'Dallas');
    fireEvent.change(screen.getByLabelText('State or province', { exact: true }), { target: { value: '5' } });
    expect((screen.getByLabelText('Time zone', { exact: true }) as HTMLInputElement).value).toBe('America/Chicago');
    type('Postal code', '75226');
    type('Latitude', '32,784');
    type('Longitude', '-96.781');
    type('Phone', '(214) 555-0142');
    type('Sales tax rate (%)', '30.5');
    await click(screen.getByRole('button', { name: 'Add the store' }));
    expect(screen.getByText('The tax rate is a percentage from 0 to 30 with at most 3 decimals, like 8.25')).toBeTruthy();
    type('Sales tax rate (%)', '8.25');
    expect(screen.getByText(/A new store opens with these hours/)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Add the store' }));

    expect(addStaffStore).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ title: 'Deep Ellum', slug: 'deep-ellum', stateId: 5, latitude: 32.784, longitude: -96.781, taxPercent: '8.25', menuIds: [1], hoursFromStoreId: null, slotCapacity: 4 }),
    );
    expect(push).toHaveBeenCalledWith('/staff/stores/77?added=1');
  });

  it('places the store at its postal code: coordinates, city, state and time zone while empty; typed coordinates win', async () => {
    renderWithProviders(<NewStoreTemplate staff={ADMIN} choices={CHOICES} stores={[]} />);
    expect(screen.getByRole('group', { name: 'United States' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Canada' })).toBeTruthy();
    await act(async () => {
      type('Postal code', '75226');
    });
    expect(fetchStaffStorePlace).toHaveBeenCalledWith(expect.anything(), 'US', '75226');
    const value = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;
    expect([value('Latitude'), value('Longitude'), value('City'), value('State or province'), value('Time zone')]).toEqual(['32.7877', '-96.7796', 'Dallas', '5', 'America/Chicago']);
    expect(screen.getByRole('status').textContent).toBe('Placed at the centre of 75226: 32.7877, -96.7796.');

    // Typed coordinates are kept when the code changes; the button places the store anyway.
    type('Latitude', '32.7840');
    jest.mocked(fetchStaffStorePlace).mockResolvedValue({ postalCode: '75206', latitude: 32.831, longitude: -96.7692, city: 'Dallas', stateId: 5 });
    await act(async () => {
      type('Postal code', '75206');
    });
    expect([value('Latitude'), value('Longitude')]).toEqual(['32.7840', '-96.7796']);
    expect(screen.getByRole('status').textContent).toBe('Your coordinates are kept; the centre of 75206 is 32.831, -96.7692.');
    await click(screen.getByRole('button', { name: 'Place at the postal code' }));
    expect([value('Latitude'), value('Longitude')]).toEqual(['32.831', '-96.7692']);
  });

  it('says a postal code the API does not know, and asks nothing for a code of no geocoded country', async () => {
    jest.mocked(fetchStaffStorePlace).mockRejectedValue(new ApiError(404, 'unknown', { code: 'staff_store_postal_code_unknown', params: { code: '00000' } }));
    renderWithProviders(<NewStoreTemplate staff={ADMIN} choices={CHOICES} stores={[]} />);
    await act(async () => {
      type('Postal code', '00000');
    });
    expect(screen.getByRole('status').textContent).toBe('No place is known with the postal code 00000: type the coordinates instead');
    jest.mocked(fetchStaffStorePlace).mockClear();
    await act(async () => {
      type('Postal code', '1234');
    });
    expect(fetchStaffStorePlace).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Place at the postal code' })).toBeNull();
  });

  it('says the API’s refusal in the console’s words', async () => {
    jest.mocked(addStaffStore).mockRejectedValue(new ApiError(409, 'taken', { code: 'staff_store_slug_taken' }));
    renderWithProviders(<NewStoreTemplate staff={ADMIN} choices={CHOICES} stores={[]} />);
    type('Store name', 'Deep Ellum');
    type('Street address', '2800 Main St');
    type('City', 'Dallas');
    fireEvent.change(screen.getByLabelText('State or province', { exact: true }), { target: { value: '5' } });
    type('Postal code', '75226');
    type('Latitude', '32.784');
    type('Longitude', '-96.781');
    type('Phone', '(214) 555-0142');
    type('Sales tax rate (%)', '8.25');
    await click(screen.getByRole('button', { name: 'Add the store' }));
    expect(screen.getByRole('alert').textContent).toBe('Another store of the brand has this web address name already: choose another');
    expect(push).not.toHaveBeenCalled();
  });
});

const PAUSES: StorePauses = {
  store: { id: 42, title: 'Lower Greenville', timeZone: 'America/Chicago' },
  handoffs: [
    { handoffId: 2, paused: false, until: null },
    { handoffId: 3, paused: false, until: null },
  ],
};

describe('StorePageTemplate', () => {
  it('lets a manager pause carryout for 30 minutes and resume it, saying until when on the store’s clock', async () => {
    const paused = { ...PAUSES, handoffs: [{ handoffId: 2, paused: true, until: '2026-03-10T23:30:00.000Z' }, PAUSES.handoffs[1]!] };
    jest.mocked(pauseStoreHandoff).mockReset().mockResolvedValue(paused);
    jest.mocked(resumeStoreHandoff).mockReset().mockResolvedValue(PAUSES);
    renderWithProviders(<StorePageTemplate staff={MANAGER} store={STORE} choices={CHOICES} added={false} pauses={PAUSES} />);
    const carryout = screen.getByRole('group', { name: 'Carryout orders' });
    expect(within(carryout).queryByRole('button', { name: 'Resume' })).toBeNull();
    await click(within(carryout).getByRole('button', { name: 'Pause 30 min' }));
    expect(pauseStoreHandoff).toHaveBeenCalledWith(expect.anything(), 42, 2, 30);
    expect(within(carryout).getByText(/Paused until 6:30/)).toBeTruthy();
    await click(within(carryout).getByRole('button', { name: 'Resume' }));
    expect(resumeStoreHandoff).toHaveBeenCalledWith(expect.anything(), 42, 2);
    expect(within(carryout).getByText(/Taking orders/)).toBeTruthy();
  });

  it('lets a brand admin give the store its name, city and street in the market script and its neighbourhood', async () => {
    const local = { localTitle: '梅田', localAddress: '', localCity: '', district: '' };
    jest.mocked(changeStaffStoreDetails).mockReset().mockResolvedValue({ ...STORE, ...local, canChangeDetails: true });
    renderWithProviders(<StorePageTemplate staff={ADMIN} store={{ ...STORE, ...local, canChangeDetails: true }} choices={CHOICES} added={false} pauses={PAUSES} />);
    expect((screen.getByLabelText('Name in the market’s script', { exact: true }) as HTMLInputElement).value).toBe('梅田');
    type('City or ward in the market’s script', '大阪市');
    type('Street in the market’s script', '北区梅田1-9-20');
    type('Neighbourhood (colonia, bairro)', ' Umeda ');
    await click(screen.getByRole('button', { name: 'Save name and address' }));
    expect(changeStaffStoreDetails).toHaveBeenCalledWith(
      expect.anything(),
      42,
      expect.objectContaining({ localTitle: '梅田', localCity: '大阪市', localAddress: '北区梅田1-9-20', district: 'Umeda' }),
    );
  });


  it('lets a store manager save the ordering of their store, not its details', async () => {
    renderWithProviders(<StorePageTemplate staff={MANAGER} store={STORE} choices={{ ...CHOICES, canAdd: false }} added={false} pauses={PAUSES} />);
    expect(screen.queryByLabelText('Store name', { exact: true })).toBeNull();
    expect(screen.getByText(/Only a brand admin changes/)).toBeTruthy();
    type('Orders per 15-minute slot', '6');
    type('Kitchen make-minutes per 15-minute slot', '0');
    type('Delivery radius, catering orders (km)', '120');
    await click(screen.getByRole('button', { name: 'Save ordering' }));
    expect(screen.getByText('The delivery radius is a number of kilometres from 0 to 100')).toBeTruthy();
    expect(screen.getByText('The kitchen’s make-minutes per 15-minute slot are a whole number from 1 to 10000')).toBeTruthy();
    expect(changeStaffStoreOrdering).not.toHaveBeenCalled();
    type('Kitchen make-minutes per 15-minute slot', '120');
    type('Delivery radius, catering orders (km)', '30,5');
    await click(screen.getByRole('button', { name: 'Save ordering' }));
    expect(changeStaffStoreOrdering).toHaveBeenCalledWith(expect.anything(), 42, expect.objectContaining({ slotCapacity: 6, makeCapacityMinutes: 120, onlineOrdering: true, deliveryRadiusKm: 10, cateringRadiusKm: 30.5 }));
    expect(screen.getByRole('status').textContent).toBe('The ordering of Lower Greenville was saved.');
  });
});
