import { createHmac } from 'node:crypto';
import { createSignedIdCodec, fingerprint, MAX_SIGNED_ID_LENGTH, quoteId } from './signed-id';

const SECRET = 'test-secret-of-at-least-32-characters!';
const codec = createSignedIdCodec(SECRET);

/** `id` with the character at `index` replaced by a different base64url character. */
function flip(id: string, index: number): string {
  const char = id[index] === 'A' ? 'B' : 'A';
  return id.slice(0, index) + char + id.slice(index + 1);
}

describe('createSignedIdCodec', () => {
  it('refuses a short secret', () => {
    expect(() => createSignedIdCodec('short')).toThrow('at least 32 characters');
  });

  it('verifies what it signed and gives the payload back', () => {
    const id = codec.sign('tok_sbx_', { v: 1, b: 'visa' });
    expect(id).toMatch(/^tok_sbx_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(codec.verify('tok_sbx_', id)).toEqual({ v: 1, b: 'visa' });
  });

  it('refuses an id of another kind, even when its body is moved under the right prefix', () => {
    const id = codec.sign('tok_sbx_', { v: 1 });
    expect(codec.verify('auth_sbx_', id)).toBeUndefined();
    expect(codec.verify('auth_sbx_', id.replace('tok_sbx_', 'auth_sbx_'))).toBeUndefined();
  });

  it('refuses any single changed character, in the payload or in the signature', () => {
    const id = codec.sign('cap_sbx_', { v: 1, amt: '10.00' });
    for (let index = 'cap_sbx_'.length; index < id.length; index += 1) {
      if (id[index] === '.') continue;
      expect(codec.verify('cap_sbx_', flip(id, index))).toBeUndefined();
    }
  });

  it('refuses an id signed with another secret', () => {
    const other = createSignedIdCodec('another-secret-of-at-least-32-chars!!');
    expect(codec.verify('tok_sbx_', other.sign('tok_sbx_', { v: 1 }))).toBeUndefined();
  });

  it.each([
    ['a number', 42],
    ['undefined', undefined],
    ['an empty string', ''],
    ['the prefix alone', 'tok_sbx_'],
    ['no signature', 'tok_sbx_eyJ2IjoxfQ'],
    ['an empty signature', 'tok_sbx_eyJ2IjoxfQ.'],
    ['an over-long id', `tok_sbx_${'A'.repeat(MAX_SIGNED_ID_LENGTH)}.x`],
  ])('refuses %s', (_label, id) => {
    expect(codec.verify('tok_sbx_', id)).toBeUndefined();
  });

  it('refuses a signed payload that is not an object', () => {
    for (const json of ['[1,2]', 'null', '"text"', '{broken']) {
      const body = `tok_sbx_${Buffer.from(json).toString('base64url')}`;
      const signature = createHmac('sha256', SECRET).update(body).digest('base64url');
      expect(codec.verify('tok_sbx_', `${body}.${signature}`)).toBeUndefined();
    }
    const body = `tok_sbx_${Buffer.from('{"v":1}').toString('base64url')}`;
    const signature = createHmac('sha256', SECRET).update(body).digest('base64url');
    expect(codec.verify('tok_sbx_', `${body}.${signature}`)).toEqual({ v: 1 });
  });
});

describe('quoteId', () => {
  it.each([
    ['auth_sbx_eyJ2IjoxLCJhbXQiOiIxMC4wMCJ9.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', '"auth_sbx_…9ABCDEFG"'],
    ['auth_sbx_short', '"auth_sbx_short"'],
    ['', '""'],
    [undefined, '""'],
  ])('%j reads %s', (id, quoted) => {
    expect(quoteId(id)).toBe(quoted);
  });
});

describe('fingerprint', () => {
  it('is short, stable and differs between ids', () => {
    expect(fingerprint('a')).toHaveLength(22);
    expect(fingerprint('a')).toBe(fingerprint('a'));
    expect(fingerprint('a')).not.toBe(fingerprint('b'));
  });
});
