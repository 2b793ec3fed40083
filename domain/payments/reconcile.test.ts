import { RECONCILE_AFTER_MS, reconcileAction, retryAction, settleAction, type GatewayView } from './reconcile';

describe('reconcileAction', () => {
  const young = RECONCILE_AFTER_MS - 1;
  const old = RECONCILE_AFTER_MS;
  it.each<[GatewayView, number, string]>([
    ['captured', 0, 'record'],
    ['captured', young, 'record'],
    ['captured', old, 'record'],
    ['voided', 0, 'abandon'],
    ['voided', old, 'abandon'],
    ['authorized', young, 'wait'],
    ['authorized', old, 'void'],
    ['unknown', 0, 'wait'],
    ['unknown', young, 'wait'],
    ['unknown', old, 'abandon'],
    ['unknown', 10 * old, 'abandon'],
  ])('%s at %i ms → %s', (view, age, action) => {
    expect(reconcileAction(view, age)).toBe(action);
  });

  it('takes another bound', () => {
    expect(reconcileAction('unknown', 5, 5)).toBe('abandon');
    expect(reconcileAction('unknown', 4, 5)).toBe('wait');
  });
});

describe('settleAction', () => {
  it.each([
    ['pending', 'record'],
    ['succeeded', 'already-recorded'],
    ['failed', 'refund'],
    ['declined', 'refund'],
  ] as const)('%s → %s', (state, action) => {
    expect(settleAction(state)).toBe(action);
  });
});

describe('retryAction', () => {
  it.each([
    [undefined, 'run'],
    ['failed', 'run'],
    ['declined', 'run'],
    ['succeeded', 'answer-paid'],
    ['pending', 'reconcile'],
  ] as const)('%s → %s', (state, action) => {
    expect(retryAction(state)).toBe(action);
  });
});
