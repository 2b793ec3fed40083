import { KEY_CODES, keyCodeOf, keyNameOf } from './keyboard';

describe('KEY_CODES', () => {
  it.each([
    ['tab', 9],
    ['enter', 13],
    ['escape', 27],
    ['space', 32],
    ['arrowLeft', 37],
    ['arrowUp', 38],
    ['arrowRight', 39],
    ['arrowDown', 40],
  ] as const)('%s is %d', (name, code) => {
    expect(KEY_CODES[name]).toBe(code);
  });
});

describe('keyNameOf', () => {
  it.each([
    ['Tab', 'tab'],
    ['Enter', 'enter'],
    ['Escape', 'escape'],
    ['Esc', 'escape'],
    [' ', 'space'],
    ['Spacebar', 'space'],
    ['ArrowDown', 'arrowDown'],
    ['Down', 'arrowDown'],
    ['a', undefined],
    ['toString', undefined],
  ])('%j → %s', (key, name) => {
    expect(keyNameOf(key)).toBe(name);
  });
});

describe('keyCodeOf', () => {
  it.each([
    ['Tab', 9],
    ['Enter', 13],
    ['Escape', 27],
    [' ', 32],
    ['ArrowLeft', 37],
    ['ArrowUp', 38],
    ['ArrowRight', 39],
    ['ArrowDown', 40],
    ['Left', 37],
    ['Shift', undefined],
    ['', undefined],
  ])('%j → %s', (key, code) => {
    expect(keyCodeOf(key)).toBe(code);
  });
});
