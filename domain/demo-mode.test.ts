import { isDemoMode, parseDemoMode } from './demo-mode';

describe('parseDemoMode', () => {
  it.each(['true', 'TRUE', ' yes ', '1'])('turns demo mode on with %j', (value) => {
    expect(parseDemoMode(value)).toEqual({ ok: true, on: true, reason: 'DEMO_MODE is true' });
    expect(isDemoMode(value)).toBe(true);
  });

  it.each(['false', 'No', '0'])('leaves it off with %j', (value) => {
    expect(parseDemoMode(value)).toEqual({ ok: true, on: false, reason: 'DEMO_MODE is false' });
    expect(isDemoMode(value)).toBe(false);
  });

  it.each([undefined, '', '  '])('leaves it off when unset (%j), whatever else the environment says', (value) => {
    expect(parseDemoMode(value)).toMatchObject({ ok: true, on: false, reason: expect.stringMatching(/^DEMO_MODE is not set/) });
    expect(isDemoMode(value)).toBe(false);
  });

  it('refuses any other value, naming the setting, and counts it as off', () => {
    expect(parseDemoMode('maybe')).toEqual({ ok: false, message: 'DEMO_MODE must be true or false, got "maybe"' });
    expect(isDemoMode('maybe')).toBe(false);
  });
});
