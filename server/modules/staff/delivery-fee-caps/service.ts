/**
 * A brand's delivery fee caps, read and changed by its brand admins: one per currency a market of
 * the chain is paid in (domain/dispatch/fee-caps.ts). A change or removal is written with its
 * audit row of before and after, in one transaction; the courier's next quote reads it (the
 * courier module reads the cap from the table at every quote, through no cache).
 */
import { FEE_CAP_CURRENCIES, FEE_CAP_MAX, feeCapErrorCode, feeCapProblem, feeCapText, isFeeCapCurrency, marketsOfCurrency, type FeeCapMessageName } from '@/domain/dispatch/fee-caps';
import type { Currency } from '@/domain/markets';
import { Decimal, toMoney } from '@/domain/money';
import { currencyDecimals, roundHalfEven } from '@/domain/money-format';
import type { WireDeliveryFeeCaps } from '@/domain/wire/staff-delivery-fee-caps';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { BadRequestError, ForbiddenError, NotFoundError } from '@/server/errors';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { deleteFeeCap, feeCapsOfBrand, lockFeeCap, saveFeeCap } from './repository';

export type DeliveryFeeCapDeps = { db: Database; now: () => Date };

function refusal(name: FeeCapMessageName, params: Record<string, string | number>) {
  const message = feeCapText(name, params);
  const detail = { code: feeCapErrorCode(name), params };
  if (name === 'adminsOnly') return new ForbiddenError(message, { code: detail.code });
  if (name === 'currencyUnknown' || name === 'notFound') return new NotFoundError(message, detail);
  return new BadRequestError(message, [message], detail);
}

function brandAdmin(caller: StaffIdentity): void {
  if (caller.role !== 'brand_admin') throw refusal('adminsOnly', {});
}

function knownCurrency(currency: string): Currency {
  if (!isFeeCapCurrency(currency)) throw refusal('currencyUnknown', { currency });
  return currency;
}

/** An amount in the currency's own decimals: '4.99', '500' for yen. */
const inDecimals = (amount: string, currency: Currency) => roundHalfEven(amount, currencyDecimals(currency));

export async function deliveryFeeCaps(deps: Pick<DeliveryFeeCapDeps, 'db'>, caller: StaffIdentity): Promise<WireDeliveryFeeCaps> {
  brandAdmin(caller);
  const rows = new Map((await feeCapsOfBrand(deps.db, caller.brandId)).map((row) => [row.currency, row.maxDinerFee]));
  return {
    caps: FEE_CAP_CURRENCIES.map((currency) => {
      const cap = rows.get(currency);
      return { currency, markets: marketsOfCurrency(currency), maxDinerFee: cap === undefined ? null : inDecimals(cap, currency), max: inDecimals(FEE_CAP_MAX[currency], currency) };
    }),
  };
}

export async function changeDeliveryFeeCap(deps: DeliveryFeeCapDeps, request: StaffCaller, caller: StaffIdentity, currencyText: string, amount: string): Promise<WireDeliveryFeeCaps> {
  brandAdmin(caller);
  const currency = knownCurrency(currencyText);
  const problem = feeCapProblem(currency, amount);
  if (problem === 'tooManyDecimals') throw refusal(problem, { currency, decimals: currencyDecimals(currency) });
  if (problem === 'tooLarge') throw refusal(problem, { currency, amount: inDecimals(FEE_CAP_MAX[currency], currency) });
  if (problem) throw refusal(problem, { currency });
  const decimals = currencyDecimals(currency);
  const maxDinerFee = toMoney(new Decimal(amount), decimals).toFixed(decimals);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockFeeCap(tx, caller.brandId, currency);
    await saveFeeCap(tx, caller.brandId, currency, maxDinerFee);
    await recordAudit(tx, {
      staffId: caller.id,
      action: 'delivery-fee-cap-change',
      subjectType: 'delivery-fee-cap',
      subjectId: currency,
      before: before ? { maxDinerFee: inDecimals(before.maxDinerFee, currency) } : null,
      after: { maxDinerFee },
      requestId: request.requestId,
      clientAddress: request.ip,
      at,
    });
  });
  return deliveryFeeCaps(deps, caller);
}

export async function removeDeliveryFeeCap(deps: DeliveryFeeCapDeps, request: StaffCaller, caller: StaffIdentity, currencyText: string): Promise<WireDeliveryFeeCaps> {
  brandAdmin(caller);
  const currency = knownCurrency(currencyText);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockFeeCap(tx, caller.brandId, currency);
    if (!before) throw refusal('notFound', { currency });
    await deleteFeeCap(tx, caller.brandId, currency);
    await recordAudit(tx, {
      staffId: caller.id,
      action: 'delivery-fee-cap-remove',
      subjectType: 'delivery-fee-cap',
      subjectId: currency,
      before: { maxDinerFee: inDecimals(before.maxDinerFee, currency) },
      after: null,
      requestId: request.requestId,
      clientAddress: request.ip,
      at,
    });
  });
  return deliveryFeeCaps(deps, caller);
}
