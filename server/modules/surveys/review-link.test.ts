import { reviewUrlOf } from './review-link';

describe('reviewUrlOf', () => {
  it.each([
    [[{ network: 'facebook', url: 'https://facebook.example/whitlocks.austin' }], 'https://facebook.example/whitlocks.austin/reviews'],
    [[{ network: 'instagram', url: 'https://instagram.example/a' }, { network: 'facebook', url: 'https://facebook.example/b/' }], 'https://facebook.example/b/reviews'],
    [[{ network: 'instagram', url: 'https://instagram.example/a' }], null],
    [[{ network: 'facebook', url: 'javascript:alert(1)' }], null],
    [[], null],
  ] as const)('%j → %p', (socialNetworks, expected) => {
    expect(reviewUrlOf({ socialNetworks: socialNetworks as never })).toBe(expected);
  });
});
