/** GET /holiday-settings/holiday-check: the brand's holiday and pre-order periods today, or a store's. */
import { isHolidayMode } from '@/domain/ordering/holiday';
import type { WireHolidayCheck } from '@/domain/wire/holiday';
import { apiGet, type ApiContext, type RequestOptions } from './client';

type HolidayCheck = WireHolidayCheck;

export function fetchHolidayCheck(api: ApiContext, locationId?: number, options?: RequestOptions): Promise<HolidayCheck> {
  const query = locationId === undefined ? options?.query : { ...options?.query, 'location.id': locationId };
  return apiGet<HolidayCheck>(api, '/online-ordering/holiday-settings/holiday-check', { ...options, query });
}

/** Holiday mode of the brand: on when a holiday or a pre-order period applies. */
export async function fetchHolidayMode(api: ApiContext, options?: RequestOptions): Promise<boolean> {
  return isHolidayMode(await fetchHolidayCheck(api, undefined, options));
}
