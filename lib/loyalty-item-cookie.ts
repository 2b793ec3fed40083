/**
 * The stored key `loyaltyItem`: a reward the diner chose to use before an order was started,
 * kept until the cart can put it on the order. JSON { rewardId, itemId, title } at path /;
 * logout clears it with the other reward keys (lib/auth/logout.ts).
 */
import { COOKIE_NAMES, ROOT_COOKIE_PATH, ROOT_PATH_COOKIE_MAX_AGE } from '@/domain/constants';
import { readCookie, removeCookie, writeCookie } from './cookies';

export type StoredLoyaltyItem = { rewardId: string; itemId: number; title: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseLoyaltyItem(value: string | null | undefined): StoredLoyaltyItem | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const { rewardId, itemId, title } = parsed ?? {};
    if (typeof rewardId !== 'string' || !UUID.test(rewardId)) return null;
    if (typeof itemId !== 'number' || !Number.isSafeInteger(itemId) || itemId < 1) return null;
    return { rewardId, itemId, title: typeof title === 'string' ? title.slice(0, 160) : '' };
  } catch {
    return null;
  }
}

export function readLoyaltyItem(): StoredLoyaltyItem | null {
  return parseLoyaltyItem(readCookie(COOKIE_NAMES.loyaltyItem));
}

export function writeLoyaltyItem(item: StoredLoyaltyItem): void {
  writeCookie(COOKIE_NAMES.loyaltyItem, JSON.stringify(item), { path: ROOT_COOKIE_PATH, maxAge: ROOT_PATH_COOKIE_MAX_AGE, sameSite: 'Lax' });
}

export function clearLoyaltyItem(): void {
  removeCookie(COOKIE_NAMES.loyaltyItem, { path: ROOT_COOKIE_PATH });
}
