import { visibleSubmenuItems } from './holiday-menu';
import { isHolidayMode, isInHolidayWindow } from './holiday';

describe('isInHolidayWindow', () => {
  it.each([
    ['2025-09-14T23:59:59Z', false],
    ['2025-09-15T00:00:00Z', true],
    ['2025-10-31T12:00:00Z', true],
    ['2025-12-31T23:59:59Z', true],
    ['2026-01-01T00:00:00Z', true],
    ['2026-01-15T23:59:59Z', true],
    ['2026-01-16T00:00:00Z', false],
    ['2026-02-01T00:00:00Z', false],
    ['2026-07-04T12:00:00Z', false],
    ['2024-02-29T12:00:00Z', false],
  ])('%s (UTC) → %p', (now, expected) => {
    expect(isInHolidayWindow(new Date(now))).toBe(expected);
  });

  it.each([
    ['2025-09-15T04:00:00Z', 'America/Chicago', false], // still 14 September, 23:00 in Chicago
    ['2025-09-15T05:00:00Z', 'America/Chicago', true],
    ['2026-01-16T05:59:59Z', 'America/Chicago', true], // 15 January, 23:59:59 in Chicago
    ['2026-01-16T06:00:00Z', 'America/Chicago', false],
    ['2025-09-14T15:00:00Z', 'Asia/Tokyo', true], // already 15 September in Tokyo
  ])('%s in %s → %p', (now, zone, expected) => {
    expect(isInHolidayWindow(new Date(now), zone)).toBe(expected);
  });
});

describe('isHolidayMode', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('holiday %p, preorder %p → %p', (isHolidayPeriod, isPreorderPeriod, expected) => {
    expect(isHolidayMode({ isHolidayPeriod, isPreorderPeriod })).toBe(expected);
  });
});

describe('visibleSubmenuItems', () => {
  const items = [1, 2, 3, 4, 5].map((id) => ({ id, title: `Entry ${id}` }));
  const ids = (list: { id: number }[]) => list.map((item) => item.id);

  it.each([
    [2, false, [1, 2, 4, 5]],
    [3, false, [1, 2, 3, 5]],
    [1, false, [1, 2, 3, 4, 5]],
    [4, false, [1, 2, 3, 4, 5]],
    [2, true, [1, 2, 3, 4, 5]],
    [3, true, [1, 2, 3, 4, 5]],
  ])('menu %p, holiday mode %p → %p', (menuId, holidayMode, expected) => {
    expect(ids(visibleSubmenuItems(menuId, items, holidayMode))).toEqual(expected);
  });

  it('keeps the items whole and leaves the input alone', () => {
    const result = visibleSubmenuItems(2, items, false);
    expect(result[0]).toBe(items[0]);
    expect(items).toHaveLength(5);
  });

  it('handles an empty submenu', () => {
    expect(visibleSubmenuItems(2, [], false)).toEqual([]);
  });
});
