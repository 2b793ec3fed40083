import { keptPerKey } from './kept';

describe('keptPerKey', () => {
  it('makes a value once per key and answers the same one after', () => {
    const kept = keptPerKey<{ made: string }>();
    const make = jest.fn((key: string) => ({ made: key }));
    const first = kept('fr', () => make('fr'));
    expect(kept('fr', () => make('fr'))).toBe(first);
    expect(kept('en', () => make('en'))).toEqual({ made: 'en' });
    expect(make).toHaveBeenCalledTimes(2);
  });
});
