import { ORDER_STATUS, statusName } from './order-status';

describe('statusName', () => {
  it.each(Object.entries(ORDER_STATUS))('names status id of %s', (name, id) => {
    expect(statusName(id)).toBe(name);
  });

  it.each([0, 8, -1])('refuses the unknown status id %p', (id) => {
    expect(() => statusName(id)).toThrow(RangeError);
  });
});
