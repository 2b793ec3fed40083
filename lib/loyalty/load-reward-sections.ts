/** What a page loader reads for the reward panels: each section on its own, a failure kept as its message. */
import { sectionOf } from '@/components/account/section-state';
import type { ApiContext } from '@/lib/api/client';
import { fetchAchievements, fetchBirthday, fetchMysteryProgress } from '@/lib/api/loyalty-rewards';
import { fetchReferrals } from '@/lib/api/profile';
import type { RewardSectionsData } from '@/components/loyalty/reward-sections';

export async function loadRewardSections(api: ApiContext): Promise<RewardSectionsData> {
  const [mystery, achievements, birthday, referrals] = await Promise.all([
    sectionOf(fetchMysteryProgress(api)),
    sectionOf(fetchAchievements(api)),
    sectionOf(fetchBirthday(api)),
    sectionOf(fetchReferrals(api)),
  ]);
  return { mystery, achievements, birthday, referrals };
}
