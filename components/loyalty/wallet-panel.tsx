/**
 * The wallet: rewards ready to use first, each with its status; a ready item reward can go on
 * the order in progress at no charge ("Add to my order"), or wait in the cart until an order starts.
 */
import { classed } from '@/lib/classed';
import { AccountSection, Badge, Entries, EntryActions, ListStatus, SmallButton } from '@/components/account/account-ui';
import { formatDate } from '@/components/account/dates';
import { MarketLink } from '@/components/common/market-link';
import { useMarket } from '@/lib/use-market';
import { useRewardToOrder } from './use-reward-to-order';
import type { WalletReward } from '@/lib/api/loyalty';
import styles from './wallet-panel.module.css';

const ORDER: Record<WalletReward['status'], number> = { 'in-wallet': 0, 'on-order': 1, used: 2, expired: 3 };

export function WalletPanel({ rewards }: { rewards: WalletReward[] }) {
  const { t, locale } = useMarket();
  const { addToOrder, pending, busyId, error, waiting } = useRewardToOrder();
  const sorted = [...rewards].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <AccountSection id="loyalty-wallet" title={t('loyalty.wallet.title')} busy={pending}>
      <ListStatus loading={false} error={error} empty={rewards.length === 0} emptyText={t('loyalty.wallet.empty')} />
      {waiting && (
        <Notice role="status">
          {t('loyalty.wallet.startOrder', { title: waiting.title })} <MarketLink href="/order-now">{t('loyalty.wallet.startOrderLink')}</MarketLink>
        </Notice>
      )}
      {sorted.length > 0 && (
        <Entries aria-label={t('loyalty.wallet.title')}>
          {sorted.map((reward) => (
            <li key={reward.id}>
              <div>
                <strong>{reward.title}</strong>
                <Badge>{t(`loyalty.wallet.status.${reward.status}`)}</Badge>
                {reward.pointsSpent !== null && <div>{t('loyalty.wallet.paidWith', { points: reward.pointsSpent.toLocaleString(locale) })}</div>}
                {reward.expiresAt && reward.status === 'in-wallet' && <div>{t('loyalty.wallet.expires', { date: formatDate(reward.expiresAt, locale) })}</div>}
              </div>
              <EntryActions>
                {reward.status === 'in-wallet' && reward.itemId !== null && (
                  <SmallButton
                    type="button"
                    disabled={pending}
                    aria-label={t('loyalty.wallet.addOne', { title: reward.title })}
                    onClick={() => void addToOrder(reward)}
                  >
                    {busyId === reward.id ? t('loyalty.wallet.adding') : t('loyalty.wallet.addToOrder')}
                  </SmallButton>
                )}
                {reward.status === 'on-order' && <MarketLink href="/cart">{t('loyalty.wallet.viewCart')}</MarketLink>}
              </EntryActions>
            </li>
          ))}
        </Entries>
      )}
    </AccountSection>
  );
}

const Notice = classed('p', styles.notice);
