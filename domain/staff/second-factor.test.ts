import { acceptedStep, recoveryCodeFromBytes, recoveryCodeOf, secondFactorRequired, timeStepOf, totpCodeOf } from './second-factor';

const NOW = new Date('2030-03-04T15:00:10Z');
const STEP = Math.floor(NOW.getTime() / 30_000);

describe('timeStepOf', () => {
  it.each([
    ['2030-03-04T15:00:00.000Z', 0],
    ['2030-03-04T15:00:29.999Z', 0],
    ['2030-03-04T15:00:30.000Z', 1],
  ])('puts %s in step +%d', (at, offset) => {
    expect(timeStepOf(new Date(at))).toBe(Math.floor(new Date('2030-03-04T15:00:00Z').getTime() / 30_000) + offset);
  });
});

describe('acceptedStep', () => {
  it.each([
    ['now', 0, null, STEP],
    ['one step early', -1, null, STEP - 1],
    ['one step late', 1, null, STEP + 1],
    ['two steps early', -2, null, null],
    ['two steps late', 2, null, null],
    ['no match', null, null, null],
    ['the step used last', 0, STEP, null],
    ['a step before the one used last', -1, STEP, null],
    ['the step after the one used last', 1, STEP, STEP + 1],
  ] as const)('%s', (_name, delta, last, expected) => {
    expect(acceptedStep(NOW, delta, last)).toBe(expected);
  });
});

describe('totpCodeOf', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12a456', null],
  ])('reads %j as %j', (typed, code) => expect(totpCodeOf(typed)).toBe(code));
});

describe('recoveryCodeOf', () => {
  it.each([
    ['7KQ4M-XH2PC', '7KQ4M-XH2PC'],
    ['7kq4m xh2pc', '7KQ4M-XH2PC'],
    ['7KQ4MXH2PC', '7KQ4M-XH2PC'],
    ['7KQ4M-XH2P', null],
    ['7KQ4M-XH2P0', null],
    ['123456', null],
  ])('reads %j as %j', (typed, code) => expect(recoveryCodeOf(typed)).toBe(code));
});

describe('recoveryCodeFromBytes', () => {
  it('writes ten characters of the alphabet in two groups, which recoveryCodeOf reads back', () => {
    const code = recoveryCodeFromBytes(Uint8Array.from([0, 1, 2, 31, 32, 255, 100, 200, 7, 8]));
    expect(code).toBe('234Z2-Z6A9A');
    expect(recoveryCodeOf(code)).toBe(code);
  });
});

describe('secondFactorRequired', () => {
  it.each([
    ['brand_admin', true],
    ['store_manager', false],
    ['store_staff', false],
  ] as const)('%s: %s', (role, required) => expect(secondFactorRequired(role)).toBe(required));
});
