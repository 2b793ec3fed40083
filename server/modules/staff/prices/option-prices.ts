/**
 * One store's price change of an option (brand admins only, their brand's stores and options): its
 * own amount, counted in the store's currency (whole yen at Umeda), or null to charge the brand's
 * again. One transaction with its audit row (before and after), repricing the store's open carts
 * holding the option, like a store's price of an item.
 */
import { interpolate } from '@/domain/interpolate';
import type { Currency } from '@/domain/markets';
import { currencyDecimals } from '@/domain/money-format';
import { fitsDecimals, PRICE_MESSAGES, storeOptionDelta, storePrice } from '@/domain/pricing';
import type { WireStoreOptionPriceResult, WireStorePriceChange } from '@/domain/wire/staff-prices';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import { BadRequestError } from '@/server/errors';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { repriceOpenCarts } from './cart-prices';
import { lockStoreOption, setStoreOptionPrice } from './option-repository';
import * as prices from './repository';
import { assertAdmin, notFound, type PriceDeps } from './service';

export async function changeStoreOptionPrice(
  deps: PriceDeps,
  caller: StaffCaller,
  staff: StaffIdentity,
  storeId: number,
  optionId: number,
  body: WireStorePriceChange,
): Promise<WireStoreOptionPriceResult> {
  assertAdmin(staff);
  const now = deps.now();
  const store = (await prices.brandStores(deps.db, staff.brandId)).find((entry) => entry.id === storeId);
  if (!store) throw notFound('storeNotFound', { storeId });
  const decimals = currencyDecimals(store.currency as Currency);
  if (body.price !== null && !fitsDecimals(body.price, decimals)) {
    const params = { currency: store.currency, decimals };
    throw new BadRequestError(interpolate(PRICE_MESSAGES.decimalsInvalid, params), undefined, { code: 'validation', params });
  }
  return deps.db.transaction(async (tx) => {
    const row = await lockStoreOption(tx, staff.brandId, storeId, optionId);
    if (!row) throw notFound('optionNotSold', { storeId, optionId });
    const override = body.price === null ? null : storePrice(body.price, null);
    await setStoreOptionPrice(tx, storeId, optionId, override);
    await repriceOpenCarts(tx, storeId, [], now, [optionId]);
    const before = { optionId, itemId: row.itemId, title: row.title, override: row.override, price: storeOptionDelta(row.brandPrice, row.override) };
    const after = { optionId, itemId: row.itemId, title: row.title, override, price: storeOptionDelta(row.brandPrice, override) };
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'price-store-change',
      subjectType: 'price',
      subjectId: `store-${storeId}-option-${optionId}`,
      locationId: storeId,
      before,
      after,
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return { optionId, override, price: after.price };
  });
}
