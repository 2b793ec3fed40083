/**
 * The diner's invite link (the sign-up page with their referral code filled in), a button that
 * copies it, and how many friends joined with it.
 */
import { useEffect, useState } from 'react';
import { classed } from '@/lib/classed';
import { AccountSection, LoadFailed, SmallButton } from '@/components/account/account-ui';
import type { SectionData } from '@/components/account/section-state';
import { referralPath } from '@/lib/loyalty/referral-link';
import { useMarket } from '@/lib/use-market';
import type { Referrals } from '@/lib/api/profile-view';
import styles from './referral-invite-panel.module.css';

export function ReferralInvitePanel({ initial }: { initial: SectionData<Referrals> }) {
  const { locale, t } = useMarket();
  const path = initial.ok ? referralPath(locale, initial.data.code) : '';
  const [link, setLink] = useState(path);
  const [copied, setCopied] = useState(false);
  useEffect(() => setLink(`${window.location.origin}${path}`), [path]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <AccountSection id="invite" title={t('rewards.invite.title')}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      {initial.ok && (
        <>
          <p>{t('rewards.invite.intro')}</p>
          <label htmlFor="invite-link">{t('rewards.invite.link')}</label>
          <LinkRow>
            <input id="invite-link" type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            <SmallButton type="button" onClick={handleCopy}>
              {t('rewards.invite.copy')}
            </SmallButton>
          </LinkRow>
          <p role="status">{copied ? t('rewards.invite.copied') : ''}</p>
          <p>{initial.data.data.length > 0 ? t.count('rewards.invite.friends', initial.data.data.length) : t('rewards.invite.none')}</p>
        </>
      )}
    </AccountSection>
  );
}

const LinkRow = classed('div', styles.linkRow);
