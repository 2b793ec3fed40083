/**
 * The time zone a diner's yearly rewards follow: the zone of the store of their latest order,
 * else the usual zone of the market of their locale.
 */
import type { LocaleTag } from '@/domain/markets';

const MARKET_ZONES: Record<string, string> = {
  us: 'America/Chicago',
  ca: 'America/Toronto',
  jp: 'Asia/Tokyo',
  br: 'America/Sao_Paulo',
  mx: 'America/Mexico_City',
  ae: 'Asia/Dubai',
  eg: 'Africa/Cairo',
  pk: 'Asia/Karachi',
  ph: 'Asia/Manila',
};

export function dinerTimeZone(latestStoreZone: string | null | undefined, locale: LocaleTag | string): string {
  if (latestStoreZone) return latestStoreZone;
  const country = locale.split('-')[1]?.toLowerCase() ?? 'us';
  return MARKET_ZONES[country] ?? MARKET_ZONES.us!;
}
