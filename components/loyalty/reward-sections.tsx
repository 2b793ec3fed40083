/** The reward panels of an account page: mystery reward, achievements, birthday and invite link. */
import type { SectionData } from '@/components/account/section-state';
import { AchievementsPanel } from './achievements-panel';
import { BirthdayForm } from './birthday-form';
import { MysteryPanel } from './mystery-panel';
import { ReferralInvitePanel } from './referral-invite-panel';
import type { Achievements, Birthday, MysteryProgress } from '@/lib/api/loyalty-rewards';
import type { Referrals } from '@/lib/api/profile-view';

export type RewardSectionsData = {
  mystery: SectionData<MysteryProgress>;
  achievements: SectionData<Achievements>;
  birthday: SectionData<Birthday>;
  referrals: SectionData<Referrals>;
};

export function RewardSections({ rewards, onWalletChanged }: { rewards: RewardSectionsData; onWalletChanged?: () => void }) {
  return (
    <>
      <MysteryPanel initial={rewards.mystery} onAccepted={onWalletChanged} />
      <AchievementsPanel initial={rewards.achievements} />
      <BirthdayForm initial={rewards.birthday} />
      <ReferralInvitePanel initial={rewards.referrals} />
    </>
  );
}
