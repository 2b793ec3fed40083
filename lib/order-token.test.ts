/** @jest-environment jsdom */
import { parseCookies } from './cookies';
import { writeOrderCookies } from './order-cookies';
import { readOrderToken } from './order-token';

afterEach(() => {
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('readOrderToken', () => {
  it('reads the token the order cookies stored, and null when there is none', () => {
    expect(readOrderToken()).toBeNull();
    writeOrderCookies('order-1', 't0k');
    expect(readOrderToken()).toBe('t0k');
  });
});
