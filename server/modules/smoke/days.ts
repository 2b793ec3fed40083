/** A store's today and tomorrow, on its own clock ('YYYY-MM-DD'). */
import { parseLocalDate, storeDateOf } from '@/domain/ordering/order-day';
import { addDays, formatLocalDate } from '@/domain/ordering/zoned-time';

export function todayAndTomorrow(now: Date, timeZone: string): { today: string; tomorrow: string } {
  const today = storeDateOf(now, timeZone);
  return { today, tomorrow: formatLocalDate(addDays(parseLocalDate(today)!, 1)) };
}
