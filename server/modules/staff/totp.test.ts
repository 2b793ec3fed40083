import { isTotpSecret, matchTotp, newTotpSecret, totpCodeAt, totpUri } from './totp';

// RFC 6238's SHA-1 test key ("12345678901234567890"), base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpCodeAt', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('gives the RFC 6238 code at %d s (6 digits)', (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });
});

describe('matchTotp', () => {
  const now = new Date('2030-03-04T15:00:10Z');
  const step = Math.floor(now.getTime() / 30_000);
  const at = (seconds: number) => totpCodeAt(RFC_SECRET, new Date(now.getTime() + seconds * 1000));

  it.each([
    ['now', 0, step],
    ['30 s early', -30, step - 1],
    ['30 s late', 30, step + 1],
    ['60 s early', -60, null],
    ['60 s late', 60, null],
  ])('a code of %s', (_name, shift, expected) => expect(matchTotp(RFC_SECRET, at(shift), now, null)).toBe(expected));

  it('refuses the step used last and earlier ones', () => {
    expect(matchTotp(RFC_SECRET, at(0), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(-30), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(30), now, step)).toBe(step + 1);
  });
});

describe('newTotpSecret', () => {
  it('is a fresh 160-bit base32 key each time', () => {
    const [a, b] = [newTotpSecret(), newTotpSecret()];
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(a).not.toBe(b);
    expect(isTotpSecret(a)).toBe(true);
  });
});

describe('isTotpSecret', () => {
  it.each([
    [RFC_SECRET, true],
    ['JBSWY3DP', false],
    ['not base32!', false],
  ])('%s: %s', (secret, ok) => expect(isTotpSecret(secret)).toBe(ok));
});

describe('totpUri', () => {
  it('names the issuer, the account and the parameters', () => {
    const uri = totpUri(RFC_SECRET, 'pat@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Hickory:pat%40example\.com\?/);
    expect(uri).toContain('issuer=Hickory');
    expect(uri).toContain(`secret=${RFC_SECRET}`);
    expect(uri).toContain('algorithm=SHA1');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });
});
