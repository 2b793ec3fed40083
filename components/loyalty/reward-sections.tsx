/** The reward panels of an account page: mystery reward, achievements, birthday and invite link. */
import type { SectionData } from '@/components/account/section-state';
import type { WireReferrals } from '@/domain/wire/profile';
import type { WireAchievements, WireBirthday, WireMysteryProgress } from '@/domain/wire/rewards';
import { AchievementsPanel } from './achievements-panel';
import { BirthdayForm } from './birthday-form';
import { MysteryPanel } from './mystery-panel';
import { ReferralInvitePanel } from './referral-invite-panel';

export type RewardSectionsData = {
  mystery: SectionData<WireMysteryProgress>;
  achievements: SectionData<WireAchievements>;
  birthday: SectionData<WireBirthday>;
  referrals: SectionData<WireReferrals>;
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
