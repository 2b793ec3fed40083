import { orderProgress } from './order-progress';

const states = (page: Parameters<typeof orderProgress>[0], items: number) => orderProgress(page, items)?.map(({ step, state }) => `${step}:${state}`);

describe('orderProgress', () => {
  it.each([
    ['start', 0, ['menu:current', 'cart:ahead', 'details:ahead', 'payment:ahead']],
    ['item', 2, ['menu:current', 'cart:ahead', 'details:ahead', 'payment:ahead']],
    ['cart', 3, ['menu:done', 'cart:current', 'details:ahead', 'payment:ahead']],
    ['cart', 0, ['menu:ahead', 'cart:current', 'details:ahead', 'payment:ahead']],
    ['checkout', 1, ['menu:done', 'cart:done', 'details:current', 'payment:ahead']],
    ['payment', 1, ['menu:done', 'cart:done', 'details:done', 'payment:current']],
  ] as const)('%s with %d items', (page, items, expected) => {
    expect(states(page, items)).toEqual(expected);
  });

  it('shows no steps off the flow or on the summary', () => {
    expect(orderProgress(null, 2)).toBeNull();
    expect(orderProgress('summary', 2)).toBeNull();
  });
});
