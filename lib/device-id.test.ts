/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://hickory.test/menu"}
 */
import { DEVICE_COOKIE } from '@/domain/ordering/device-id';
import { readCookie, removeCookie, writeCookie } from '@/lib/cookies';
import { deviceHeaders, ensureDeviceId, isOrderingCall } from './device-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const KEPT = '3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b';

/** Every value written to document.cookie during `run`. */
function cookieWrites(run: () => void): string[] {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return writes;
}

afterEach(() => removeCookie(DEVICE_COOKIE));

describe('ensureDeviceId', () => {
  it('creates a random id once, in a first-party cookie for a year (SameSite=Lax, Secure on https), and reuses it', () => {
    let first: string | null = null;
    let second: string | null = null;
    const writes = cookieWrites(() => {
      first = ensureDeviceId();
      second = ensureDeviceId();
    });
    expect(first).toMatch(UUID_V4);
    expect(second).toBe(first);
    expect(readCookie(DEVICE_COOKIE)).toBe(first);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toBe(`hickory_device=${first}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
  });

  it('keeps the id the cookie already holds', () => {
    writeCookie(DEVICE_COOKIE, KEPT);
    expect(cookieWrites(() => expect(ensureDeviceId()).toBe(KEPT))).toEqual([]);
  });

  it('replaces a cookie that holds no UUID', () => {
    writeCookie(DEVICE_COOKIE, 'tampered');
    const id = ensureDeviceId();
    expect(id).toMatch(UUID_V4);
    expect(readCookie(DEVICE_COOKIE)).toBe(id);
  });

  it('makes a version-4 UUID from getRandomValues where randomUUID is missing (a page that is not secure)', () => {
    const crypto = globalThis.crypto;
    const getRandomValues = jest.spyOn(crypto, 'getRandomValues');
    // Shadows the prototype's randomUUID for this test only.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(ensureDeviceId()).toMatch(UUID_V4);
      expect(getRandomValues).toHaveBeenCalledTimes(1);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
      getRandomValues.mockRestore();
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('deviceHeaders', () => {
  it.each([
    ['/online-ordering/orders', true],
    ['/online-ordering/orders/abc/order-items', true],
    ['/online-ordering/orders?x=1', true],
    ['/online-ordering/orders-archive', false],
    ['/online-ordering/locations/search', false],
    ['/online-ordering/my-profile', false],
  ])('%s is an ordering call: %s', (path, expected) => {
    expect(isOrderingCall(path)).toBe(expected);
  });

  it('sends the browser’s id on an ordering call only, creating it then', () => {
    expect(deviceHeaders({}, '/online-ordering/locations/search')).toEqual({});
    expect(readCookie(DEVICE_COOKIE)).toBeUndefined();
    const headers = deviceHeaders({}, '/online-ordering/orders');
    expect(headers['x-device-id']).toMatch(UUID_V4);
    expect(deviceHeaders({}, '/online-ordering/orders/abc')).toEqual(headers);
  });

  it('on the server reads the request’s cookie and never creates one', () => {
    expect(deviceHeaders({ token: null, cookie: `jwt_token=t; ${DEVICE_COOKIE}=${KEPT}` }, '/online-ordering/orders/abc')).toEqual({ 'x-device-id': KEPT });
    expect(deviceHeaders({ token: null, cookie: 'jwt_token=t' }, '/online-ordering/orders/abc')).toEqual({});
    expect(deviceHeaders({ token: null }, '/online-ordering/orders/abc')).toEqual({});
    expect(readCookie(DEVICE_COOKIE)).toBeUndefined();
  });
});
