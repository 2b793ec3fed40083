/**
 * The loyalty program's service API for other modules:
 * - ledger.ts: creditPoints (once per key), spendPoints (atomic, never below 0), spendablePoints,
 *   reversePointsForOrder, pointsHistory;
 * - wallet.ts: grantReward (once per grantKey), walletOf, rewardOf (404 for anyone else's), and
 *   the moves of a reward between the wallet and an order;
 * - errors.ts: loyaltyError, a refusal with its loyalty_* code;
 * - reward-orders.ts: the orders that count toward rewards (rewardOrderIds, countsTowardRewards);
 * - order-listeners.ts: the ledger as a listener of the order lifecycle (paid, cancelled, refunded);
 * - quiet-slot-bonus.ts: the quiet-time bonus posted once an order is paid.
 */
export * from './ledger';
export * from './wallet';
export { loyaltyError } from './errors';
export { countsTowardRewards, rewardOrderIds } from './reward-orders';
export { loyaltyLedgerListener } from './order-listeners';
export { quietSlotListener } from './quiet-slot-bonus';
export { expiredCodeReward, lockCouponRewardsOnOrder, lockWalletCouponReward } from './wallet-repository';
export { brandWithLoyalty, loyaltyBrand, rewardSettings } from './brand';
export { spendablePoints } from './ledger';
