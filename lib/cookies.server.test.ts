import { readCookie, removeCookie, writeCookie } from './cookies';

describe('browser cookie functions on the server', () => {
  it('read nothing and write nothing without a document', () => {
    expect(typeof document).toBe('undefined');
    expect(() => writeCookie('a', '1')).not.toThrow();
    expect(() => removeCookie('a')).not.toThrow();
    expect(readCookie('a')).toBeUndefined();
  });
});
