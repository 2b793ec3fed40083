/** Referrals: the customer's code to share, and each friend who used it with their status. */
import type { Referrals } from '@/lib/api/profile-view';
import { useMarket } from '@/lib/use-market';
import { AccountSection, Badge, Entries, LoadFailed } from './account-ui';
import { formatDate } from './dates';
import type { SectionData } from './section-state';

export function ReferralsSection({ initial }: { initial: SectionData<Referrals> }) {
  const { locale, t } = useMarket();
  return (
    <AccountSection id="referrals" title={t('account.referrals.title')}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      {initial.ok && (
        <>
          <p>
            {t('account.referrals.codeIntro')} <strong data-referral-code="">{initial.data.code}</strong>
          </p>
          {initial.data.data.length === 0 ? (
            <p>{t('account.referrals.empty')}</p>
          ) : (
            <Entries>
              {initial.data.data.map((referral) => (
                <li key={referral.id}>
                  <span>
                    {referral.name} <small>{formatDate(referral.createdAt, locale)}</small>
                  </span>
                  <Badge>{t(`account.referrals.status.${referral.status}`)}</Badge>
                </li>
              ))}
            </Entries>
          )}
        </>
      )}
    </AccountSection>
  );
}
