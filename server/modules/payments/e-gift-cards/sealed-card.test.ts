import { groupedNumber, newCardSecret, openCard, sealCard } from './sealed-card';

describe('sealCard and openCard', () => {
  it('opens what it sealed, and nothing sealed under another secret or altered', () => {
    const card = { number: '6006498012345678', pin: '123456' };
    const sealed = sealCard('secret-one-at-least-32-characters-long', card);
    expect(sealed).not.toContain('6006498012345678');
    expect(openCard('secret-one-at-least-32-characters-long', sealed)).toEqual(card);
    expect(() => openCard('secret-two-at-least-32-characters-long', sealed)).toThrow();
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openCard('secret-one-at-least-32-characters-long', [iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });
});

describe('newCardSecret', () => {
  it('makes 16-digit numbers of the e-gift range and 6-digit PINs, different each time', () => {
    const cards = Array.from({ length: 20 }, newCardSecret);
    for (const card of cards) {
      expect(card.number).toMatch(/^6006498\d{9}$/);
      expect(card.pin).toMatch(/^\d{6}$/);
    }
    expect(new Set(cards.map((card) => card.number)).size).toBe(20);
  });
});

describe('groupedNumber', () => {
  it('groups by four', () => expect(groupedNumber('6006498012345678')).toBe('6006 4980 1234 5678'));
});
