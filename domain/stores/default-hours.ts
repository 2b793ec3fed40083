/**
 * The weekly hours a new store starts with when no store's hours are copied: every day 11:00 to
 * 21:00, so a diner can order from it at once; the hours screen changes them.
 */
export const DEFAULT_OPENING = { opened: '11:00', closed: '21:00' } as const;

export type WeeklyInterval = { weekday: number; interval: number; opened: string; closed: string };

export function defaultWeeklyHours(): WeeklyInterval[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, interval: 0, opened: DEFAULT_OPENING.opened, closed: DEFAULT_OPENING.closed }));
}
