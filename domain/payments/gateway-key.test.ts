import { gatewayKeyOf } from './gateway-key';

const digest = 'a'.repeat(64);

describe('gatewayKeyOf', () => {
  it('sends a keyed request to the gateway under its own digest, numbered by try', () => {
    expect(gatewayKeyOf(digest, 0)).toBe(`pay_${digest}_1`);
    expect(gatewayKeyOf(digest, 2)).toBe(`pay_${digest}_3`);
  });

  it('gives the same key to the same try, so a retry finds the charge its first try made', () => {
    expect(gatewayKeyOf(digest, 1)).toBe(gatewayKeyOf(digest, 1));
  });

  it('gives each request without a key a key of its own', () => {
    const first = gatewayKeyOf(undefined, 0);
    expect(first).toMatch(/^pay_[0-9a-f-]{36}$/);
    expect(gatewayKeyOf(undefined, 0)).not.toBe(first);
  });

  it('fits the gateway key limit for the longest digest', () => {
    expect(gatewayKeyOf(digest, 9999).length).toBeLessThanOrEqual(255);
  });
});
