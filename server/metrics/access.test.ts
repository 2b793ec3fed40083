import { isLoopback, metricsAccess } from './access';
import { readMetricsSettings } from './settings';

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['1127.0.0.1', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => expect(isLoopback(address)).toBe(expected));
});

describe('metricsAccess', () => {
  const token = 'x'.repeat(40);
  it.each([
    ['loopback, no token set', { socketAddress: '127.0.0.1', headers: {} }, null, 'allowed'],
    ['remote, no token set', { socketAddress: '198.51.100.4', headers: {} }, null, 'loopback-only'],
    ['forwarded by a local proxy', { socketAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' } }, null, 'loopback-only'],
    ['Forwarded header', { socketAddress: '::1', headers: { forwarded: 'for=198.51.100.4' } }, null, 'loopback-only'],
    ['token set, loopback without it', { socketAddress: '127.0.0.1', headers: {} }, token, 'token-required'],
    ['token set, remote with it', { socketAddress: '198.51.100.4', headers: { authorization: `Bearer ${token}` } }, token, 'allowed'],
    ['token set, wrong token', { socketAddress: '198.51.100.4', headers: { authorization: `Bearer ${token}y` } }, token, 'token-required'],
  ] as const)('%s', (_case, caller, configured, expected) => expect(metricsAccess(caller, configured)).toBe(expected));
});

describe('readMetricsSettings', () => {
  it('is off (loopback only) when unset or blank', () => {
    expect(readMetricsSettings({})).toEqual({ metricsToken: null });
    expect(readMetricsSettings({ METRICS_TOKEN: '  ' })).toEqual({ metricsToken: null });
  });
  it('takes a long token and refuses a short one, naming the variable', () => {
    expect(readMetricsSettings({ METRICS_TOKEN: 'a'.repeat(32) })).toEqual({ metricsToken: 'a'.repeat(32) });
    expect(() => readMetricsSettings({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
  });
});
