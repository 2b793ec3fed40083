import { oneTimePasswordExpiry, staffMaySignIn } from './one-time-passwords';

const issued = new Date('2026-11-29T08:00:00Z');
const otp = { mustChangePassword: true, oneTimePasswordExpiresAt: oneTimePasswordExpiry(issued), isDemo: false };

describe('staffMaySignIn', () => {
  it('lets a one-time password sign in for 24 hours after it was issued, and not after', () => {
    expect(oneTimePasswordExpiry(issued)).toEqual(new Date('2026-11-30T08:00:00Z'));
    expect(staffMaySignIn(otp, { demoMode: false, now: new Date('2026-11-30T07:59:59Z') })).toBe(true);
    expect(staffMaySignIn(otp, { demoMode: false, now: new Date('2026-11-30T08:00:00Z') })).toBe(false);
  });

  it('refuses a one-time password with no expiry', () => {
    expect(staffMaySignIn({ ...otp, oneTimePasswordExpiresAt: null }, { demoMode: true, now: issued })).toBe(false);
  });

  it('lets a chosen password sign in whenever', () => {
    expect(staffMaySignIn({ mustChangePassword: false, oneTimePasswordExpiresAt: null, isDemo: false }, { demoMode: false, now: new Date('2040-01-01T00:00:00Z') })).toBe(true);
  });

  it('lets a demo account sign in in demo mode only, even after its password was changed', () => {
    const demo = { mustChangePassword: false, oneTimePasswordExpiresAt: null, isDemo: true };
    expect(staffMaySignIn(demo, { demoMode: true, now: issued })).toBe(true);
    expect(staffMaySignIn(demo, { demoMode: false, now: issued })).toBe(false);
    expect(staffMaySignIn({ ...otp, isDemo: true }, { demoMode: false, now: issued })).toBe(false);
  });
});
