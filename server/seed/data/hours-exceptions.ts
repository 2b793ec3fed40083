/**
 * Dated exceptions to the weekly hours: every US store closes on Thanksgiving (the fourth
 * Thursday of November) and Christmas Day; The Heights stays open late on New Year's Eve.
 * Seeded for the seed's year and the next, so the coming ones are always there.
 */
import { christmasDay, newYearsEve, thanksgivingDay } from '@/domain/ordering/calendar-days';
import type { StoreSeed } from '../types';

export type ExceptionSeed = { date: string; intervals: { opened: string; closed: string }[]; occasion: string };

export const LATE_NEW_YEARS_EVE_STORE = 'houston-heights';

export function exceptionsOf(store: StoreSeed, years: readonly number[]): ExceptionSeed[] {
  const seeds: ExceptionSeed[] = [];
  for (const year of years) {
    if (store.country === 'US') {
      seeds.push({ date: thanksgivingDay(year), intervals: [], occasion: 'thanksgiving' });
      seeds.push({ date: christmasDay(year), intervals: [], occasion: 'christmas' });
    }
    if (store.slug === LATE_NEW_YEARS_EVE_STORE) {
      seeds.push({ date: newYearsEve(year), intervals: [{ opened: '10:30', closed: '01:00' }], occasion: 'new-years-eve' });
    }
  }
  return seeds;
}
