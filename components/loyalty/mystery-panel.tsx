/**
 * The mystery reward: a bar of paid orders toward the next one; at the threshold the diner
 * reveals it, may draw again once, then adds it to the wallet. Every step is the API's answer.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { WireMysteryProgress, WireMysteryReveal } from '@/domain/wire/rewards';
import { AccountSection, EntryActions, ListStatus, LoadFailed, MainButton, SmallButton } from '@/components/account/account-ui';
import type { SectionData } from '@/components/account/section-state';
import { useAccountAction } from '@/components/account/use-account-action';
import { acceptMysteryReward, fetchMysteryProgress, rerollMysteryReward, revealMysteryReward } from '@/lib/api/loyalty-rewards';
import { useMarket } from '@/lib/use-market';

export function MysteryPanel({ initial, onAccepted }: { initial: SectionData<WireMysteryProgress>; onAccepted?: (reveal: WireMysteryReveal) => void }) {
  const { t } = useMarket();
  const { pending, error, run } = useAccountAction();
  const [progress, setProgress] = useState<WireMysteryProgress | null>(initial.ok ? initial.data : null);
  const [accepted, setAccepted] = useState<WireMysteryReveal | null>(null);

  const refresh = async () => {
    const result = await run(fetchMysteryProgress);
    if (result.ok) setProgress(result.value);
  };
  const handleReveal = async () => {
    setAccepted(null);
    const result = await run(revealMysteryReward);
    if (result.ok) setProgress((current) => current && { ...current, waiting: Math.max(0, current.waiting - 1), reveal: result.value });
  };
  const handleReroll = async (reveal: WireMysteryReveal) => {
    const result = await run((ctx) => rerollMysteryReward(ctx, reveal.id));
    if (result.ok) setProgress((current) => current && { ...current, reveal: result.value });
  };
  const handleAccept = async (reveal: WireMysteryReveal) => {
    const result = await run((ctx) => acceptMysteryReward(ctx, reveal.id));
    if (!result.ok) return;
    setAccepted(result.value);
    onAccepted?.(result.value);
    await refresh();
  };

  const reveal = progress?.reveal ?? null;
  return (
    <AccountSection id="mystery-reward" title={t('rewards.mystery.title')} busy={pending}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      {progress && (
        <>
          <Bar
            role="progressbar"
            aria-label={t('rewards.mystery.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={progress.every}
            aria-valuenow={progress.ordersTowardNext}
            aria-valuetext={t('rewards.mystery.progress', { done: String(progress.ordersTowardNext), every: String(progress.every) })}
          >
            <Fill style={{ width: `${(progress.ordersTowardNext / progress.every) * 100}%` }} />
          </Bar>
          <p>{t('rewards.mystery.progress', { done: String(progress.ordersTowardNext), every: String(progress.every) })}</p>
          {!reveal && progress.waiting === 0 && <p>{t.count('rewards.mystery.toGo', progress.ordersToNext)}</p>}
          {!reveal && progress.waiting > 0 && (
            <>
              <p>
                <strong>{t('rewards.mystery.ready')}</strong>
              </p>
              <MainButton type="button" disabled={pending} onClick={handleReveal}>
                {t('rewards.mystery.reveal')}
              </MainButton>
            </>
          )}
          {reveal && (
            <Reveal aria-live="polite">
              <p>
                <strong>{t('rewards.mystery.revealed', { prize: reveal.prize.title })}</strong>
              </p>
              <p>{reveal.canReroll ? t('rewards.mystery.rerollHint') : t('rewards.mystery.rerollUsed')}</p>
              <EntryActions>
                <MainButton type="button" disabled={pending} onClick={() => handleAccept(reveal)}>
                  {t('rewards.mystery.accept')}
                </MainButton>
                {reveal.canReroll && (
                  <SmallButton type="button" disabled={pending} onClick={() => handleReroll(reveal)}>
                    {t('rewards.mystery.reroll')}
                  </SmallButton>
                )}
              </EntryActions>
            </Reveal>
          )}
        </>
      )}
      {accepted && <p role="status">{t('rewards.mystery.accepted', { prize: accepted.prize.title })}</p>}
      <ListStatus loading={pending} error={error} empty={false} emptyText="" />
    </AccountSection>
  );
}

const Bar = styled.div`
  height: 0.75rem;
  margin: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.ash};
  border-radius: 999px;
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.ember};
  transition: width 300ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Reveal = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.cream};
  border-left: 4px solid ${({ theme }) => theme.colors.mustard};
`;
