/**
 * /user-profile/loyalty: the diner's points, the rewards store, the wallet, the points history and
 * the diner's survey submissions.
 * Buying in the store updates the points and the wallet in place. The brand with loyalty off
 * shows its email club instead.
 */
import { useState } from 'react';
import { AccountLayout } from '@/components/account/account-layout';
import { AccountSection, LoadFailed } from '@/components/account/account-ui';
import type { SectionData } from '@/components/account/section-state';
import { useMarket } from '@/lib/use-market';
import { fetchWallet, type PointsHistory, type PointsRecap, type Redemption, type StoreItem, type SubmissionPage, type WalletReward } from '@/lib/api/loyalty';
import { HistoryPanel } from './history-panel';
import { PointsPanel } from './points-panel';
import { RewardSections, type RewardSectionsData } from './reward-sections';
import { StorePanel } from './store-panel';
import { SubmissionsPanel } from './submissions-panel';
import { WalletPanel } from './wallet-panel';

export type RewardsPageData = {
  recap: PointsRecap;
  store: SectionData<StoreItem[]>;
  wallet: SectionData<WalletReward[]>;
  history: SectionData<PointsHistory>;
  /** Mystery reward, achievements, birthday and invite link (left out when the loader read none). */
  rewardSections?: RewardSectionsData;
  /** The diner's survey submissions, first page (left out when the loader read none). */
  submissions?: SectionData<SubmissionPage>;
};

export function RewardsPage({ recap, store, wallet, history, rewardSections, submissions }: RewardsPageData) {
  const { locale, t } = useMarket();
  const [spendable, setSpendable] = useState(recap.spendablePoints);
  const [rewards, setRewards] = useState(wallet.ok ? wallet.data : []);

  if (!recap.loyaltyEnabled) {
    return (
      <AccountLayout title={t('loyalty.page.title')}>
        <AccountSection id="loyalty-off" title={recap.rewardsTitle}>
          <p>{t('loyalty.off.text')}</p>
        </AccountSection>
      </AccountLayout>
    );
  }

  const onRedeemed = (redemption: Redemption) => {
    setSpendable(redemption.spendablePoints);
    setRewards((current) => [redemption.reward, ...current.filter((reward) => reward.id !== redemption.reward.id)]);
  };

  /** A reward joined the wallet elsewhere on the page (a mystery reward accepted): show the wallet as it is now. */
  const refreshWallet = async () => {
    try {
      setRewards(await fetchWallet({ locale }));
    } catch {
      // The wallet keeps what it showed; the page's next load shows the new reward.
    }
  };

  return (
    <AccountLayout title={t('loyalty.page.title')}>
      <PointsPanel recap={recap} spendable={spendable} />
      {rewardSections && <RewardSections rewards={rewardSections} onWalletChanged={refreshWallet} />}
      {wallet.ok ? <WalletPanel rewards={rewards} /> : <LoadFailed message={wallet.message} />}
      {store.ok ? <StorePanel items={store.data} spendable={spendable} onRedeemed={onRedeemed} /> : <LoadFailed message={store.message} />}
      <HistoryPanel history={history} />
      {submissions && <SubmissionsPanel submissions={submissions} />}
    </AccountLayout>
  );
}
