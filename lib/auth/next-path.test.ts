import { isSafeRelativePath, loginPathWithNext, nextPathAfterLogin } from './next-path';

describe('isSafeRelativePath', () => {
  it.each([
    ['/user-profile', true],
    ['/ca/fr/user-profile/my-orders?tab=1', true],
    ['/', true],
    ['', false],
    ['user-profile', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['/a\nb', false],
    [`/${'a'.repeat(3000)}`, false],
  ])('%p -> %p', (value, expected) => {
    expect(isSafeRelativePath(value)).toBe(expected);
  });
});

describe('nextPathAfterLogin', () => {
  it.each([
    ['en-us', {}, '/'],
    ['fr-ca', {}, '/ca/fr'],
    ['en-us', { next: '/user-profile' }, '/user-profile'],
    ['fr-ca', { next: '/user-profile' }, '/ca/fr/user-profile'],
    ['fr-ca', { next: '/ca/fr/user-profile/my-orders' }, '/ca/fr/user-profile/my-orders'],
    ['en-us', { returnTo: '/checkout' }, '/checkout'],
    ['en-us', { next: ['/cart', '/x'] }, '/cart'],
    ['en-us', { next: 'https://evil.example' }, '/'],
    ['fr-ca', { next: '//evil.example' }, '/ca/fr'],
    ['en-us', { next: '/login' }, '/'],
    ['fr-ca', { next: '/ca/fr/signup?x=1' }, '/ca/fr'],
    ['en-us', { next: '/checkout#top' }, '/checkout'],
  ] as const)('%s %j -> %s', (locale, query, expected) => {
    expect(nextPathAfterLogin(locale, query as never)).toBe(expected);
  });
});

describe('loginPathWithNext', () => {
  it('encodes the page to come back to, in the market', () => {
    expect(loginPathWithNext('fr-ca', '/ca/fr/user-profile')).toBe('/ca/fr/login?next=%2Fca%2Ffr%2Fuser-profile');
    expect(loginPathWithNext('en-us', '//evil')).toBe('/login');
  });
});
