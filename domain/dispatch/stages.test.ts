import { isFinalStage, movesStage, type DispatchStage } from './stages';

describe('isFinalStage', () => {
  it.each([
    ['quoted', false],
    ['requested', false],
    ['assigned', false],
    ['picked_up', false],
    ['dropped_off', true],
    ['cancelled', true],
  ] as [DispatchStage, boolean][])('%s → %s', (stage, final) => {
    expect(isFinalStage(stage)).toBe(final);
  });
});

describe('movesStage', () => {
  it.each([
    ['quoted', 'assigned', true],
    ['requested', 'assigned', true],
    ['assigned', 'picked_up', true],
    ['picked_up', 'dropped_off', true],
    ['picked_up', 'assigned', false],
    ['assigned', 'assigned', false],
    ['assigned', 'cancelled', true],
    ['dropped_off', 'cancelled', false],
    ['cancelled', 'dropped_off', false],
  ] as [DispatchStage, DispatchStage, boolean][])('%s then %s: %s', (current, next, moves) => {
    expect(movesStage(current, next)).toBe(moves);
  });
});
