/** @jest-environment jsdom */
import { parseCookies } from './cookies';
import {
  clearHandoff,
  clearOrderCookies,
  orderCookiesFromHeader,
  orderTokenHeaders,
  parseDeliveryAddress,
  readOrderCookies,
  writeDeliveryAddress,
  writeHandoff,
  writeOrderCookies,
} from './order-cookies';

const address = { street: '1 Bay St', aptSuitBldg: '4B', city: 'Toronto', state: 'ON', zip: 'M5J 2R8' };

afterEach(() => {
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('orderCookiesFromHeader', () => {
  it('reads the order, its token, the handoff and the delivery address of a request', () => {
    const header = `orderId=abc; orderToken=t0k; handoff=delivery; deliveryAddress=${encodeURIComponent(JSON.stringify(address))}`;
    expect(orderCookiesFromHeader(header)).toEqual({ orderId: 'abc', orderToken: 't0k', handoff: 'delivery', deliveryAddress: address });
  });

  it.each([
    [undefined],
    [''],
    ['handoff=drive-in; orderId=; deliveryAddress=%7Bnot-json'],
  ])('gives nulls for %p', (header) => {
    expect(orderCookiesFromHeader(header)).toEqual({ orderId: null, orderToken: null, handoff: null, deliveryAddress: null });
  });

  it('reads carryout whatever its case', () => {
    expect(orderCookiesFromHeader('handoff=Carryout').handoff).toBe('carryout');
  });
});

describe('parseDeliveryAddress', () => {
  it.each([
    ['[]', null],
    ['"x"', null],
    ['{"street":"1","city":"x"}', null],
    ['{"street":1,"aptSuitBldg":"","city":"x","state":"","zip":"1"}', null],
  ])('%s -> %p', (value, expected) => {
    expect(parseDeliveryAddress(value)).toEqual(expected);
  });

  it('keeps only the address fields', () => {
    expect(parseDeliveryAddress(JSON.stringify({ ...address, extra: 'x' }))).toEqual(address);
  });
});

describe('browser cookies', () => {
  it('writes and clears the order cookies', () => {
    writeOrderCookies('abc', 't0k');
    writeHandoff('carryout');
    writeDeliveryAddress(address);
    expect(readOrderCookies()).toEqual({ orderId: 'abc', orderToken: 't0k', handoff: 'carryout', deliveryAddress: address });
    clearHandoff();
    clearOrderCookies();
    expect(readOrderCookies()).toEqual({ orderId: null, orderToken: null, handoff: null, deliveryAddress: address });
  });
});

describe('orderTokenHeaders', () => {
  it('sends X-Order-Token only when there is a token', () => {
    expect(orderTokenHeaders('t0k')).toEqual({ 'X-Order-Token': 't0k' });
    expect(orderTokenHeaders(null)).toEqual({});
    expect(orderTokenHeaders('')).toEqual({});
  });
});
