/** Achievements: each one with its goal, how far the diner is, and when it was earned. */
import type { WireAchievements } from '@/domain/wire/rewards';
import { AccountSection, Badge, Entries, LoadFailed } from '@/components/account/account-ui';
import { formatDate } from '@/components/account/dates';
import type { SectionData } from '@/components/account/section-state';
import { useMarket } from '@/lib/use-market';

export function AchievementsPanel({ initial }: { initial: SectionData<WireAchievements> }) {
  const { locale, t } = useMarket();
  return (
    <AccountSection id="achievements" title={t('rewards.achievements.title')}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      {initial.ok && (
        <Entries>
          {initial.data.data.map((achievement) => (
            <li key={achievement.id} data-achievement={achievement.id}>
              <span>
                <strong>{t(`rewards.achievements.${achievement.id}`)}</strong> {t(`rewards.achievements.${achievement.id}.goal`)}
                <div>
                  <small>
                    {t('rewards.achievements.progress', { done: String(achievement.done), total: String(achievement.total) })} ·{' '}
                    {t('rewards.achievements.reward', { reward: achievement.reward.title })}
                  </small>
                </div>
              </span>
              <Badge>{achievement.earnedAt ? t('rewards.achievements.earned', { date: formatDate(achievement.earnedAt, locale) }) : t('rewards.achievements.open')}</Badge>
            </li>
          ))}
        </Entries>
      )}
    </AccountSection>
  );
}
