import fc from 'fast-check';
import { DEFAULT_QUIET_SLOT_SETTINGS, isQuietSlot, QUIET_SLOT_LIMITS, quietSlotBonus, quietSlotSettingsProblem, type QuietSlotSettings } from './quiet-slots';

const capacity = fc.integer({ min: 1, max: 10_000 });
const settings = fc.record({
  thresholdPercent: fc.integer({ min: QUIET_SLOT_LIMITS.thresholdPercent.min, max: QUIET_SLOT_LIMITS.thresholdPercent.max }),
  bonusPoints: fc.integer({ min: QUIET_SLOT_LIMITS.bonusPoints.min, max: QUIET_SLOT_LIMITS.bonusPoints.max }),
});

describe('isQuietSlot', () => {
  it.each<[string, number, number, number, boolean]>([
    ['an empty slot under the default 30 %', 0, 90, 30, true],
    ['26 of 90 minutes booked is under 30 %', 26, 90, 30, true],
    ['27 of 90 minutes is exactly 30 %: not under it', 27, 90, 30, false],
    ['a full slot under 100 %', 90, 90, 100, false],
    ['a threshold of 0 turns it off, even for an empty slot', 0, 90, 0, false],
  ])('%s', (_, booked, cap, threshold, expected) => {
    expect(isQuietSlot(booked, cap, threshold)).toBe(expected);
  });

  it('never calls a busier slot quiet where a quieter one is not (more load never earns a bonus)', () => {
    fc.assert(
      fc.property(capacity, fc.nat(20_000), fc.nat(20_000), fc.integer({ min: 0, max: 100 }), (cap, a, b, threshold) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        if (isQuietSlot(more, cap, threshold)) expect(isQuietSlot(less, cap, threshold)).toBe(true);
      }),
    );
  });

  it('is quiet up to the last load under the threshold, and not from the first at or over it', () => {
    fc.assert(
      fc.property(capacity, fc.integer({ min: 1, max: 100 }), (cap, threshold) => {
        const firstBusy = Math.ceil((threshold * cap) / 100);
        expect(isQuietSlot(firstBusy, cap, threshold)).toBe(false);
        expect(isQuietSlot(firstBusy - 1, cap, threshold)).toBe(true);
      }),
    );
  });
});

describe('quietSlotBonus', () => {
  it('gives the default 50 points for an empty slot, none for a busy one', () => {
    expect(quietSlotBonus(0, 90, DEFAULT_QUIET_SLOT_SETTINGS)).toBe(50);
    expect(quietSlotBonus(60, 90, DEFAULT_QUIET_SLOT_SETTINGS)).toBe(0);
  });

  it('is the brand’s points or nothing, and nothing when the brand sets 0 points or 0 %', () => {
    fc.assert(
      fc.property(capacity, fc.nat(20_000), settings, (cap, booked, brand: QuietSlotSettings) => {
        const bonus = quietSlotBonus(booked, cap, brand);
        expect([0, brand.bonusPoints]).toContain(bonus);
        if (brand.bonusPoints === 0 || brand.thresholdPercent === 0) expect(bonus).toBe(0);
        if (booked >= cap) expect(bonus).toBe(0);
      }),
    );
  });
});

describe('quietSlotSettingsProblem', () => {
  it.each<[QuietSlotSettings, string | null]>([
    [DEFAULT_QUIET_SLOT_SETTINGS, null],
    [{ thresholdPercent: 0, bonusPoints: 0 }, null],
    [{ thresholdPercent: 100, bonusPoints: 10_000 }, null],
    [{ thresholdPercent: 101, bonusPoints: 50 }, 'thresholdPercent'],
    [{ thresholdPercent: 12.5, bonusPoints: 50 }, 'thresholdPercent'],
    [{ thresholdPercent: 30, bonusPoints: -1 }, 'bonusPoints'],
    [{ thresholdPercent: 30, bonusPoints: Number.NaN }, 'bonusPoints'],
  ])('%j → %p', (value, expected) => {
    expect(quietSlotSettingsProblem(value)).toBe(expected);
  });

  it('accepts every whole value within the limits', () => {
    fc.assert(fc.property(settings, (value) => expect(quietSlotSettingsProblem(value)).toBeNull()));
  });
});
