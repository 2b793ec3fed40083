import { glancePriceLabel, parseGlanceItemSlug } from './menu-at-a-glance';

describe('parseGlanceItemSlug', () => {
  it.each([
    ['sliced-brisket', 'sliced-brisket'],
    [' Pulled-Pork ', 'pulled-pork'],
    ['', null],
    [undefined, null],
    [null, null],
    ['-leading-dash', null],
    ['has space', null],
    ['a'.repeat(120), 'a'.repeat(120)],
    ['a'.repeat(121), null],
    ['ribs%00', null],
  ])('%j reads as %j', (value, expected) => {
    expect(parseGlanceItemSlug(value)).toBe(expected);
  });
});

describe('glancePriceLabel', () => {
  it.each([
    [null, { kind: 'none' }],
    [{ min: '21.50', max: '21.50' }, { kind: 'single', amount: '21.50' }],
    [{ min: '21.50', max: '22.75' }, { kind: 'range', min: '21.50', max: '22.75' }],
  ])('%j is %j', (price, expected) => {
    expect(glancePriceLabel(price)).toEqual(expected);
  });
});
