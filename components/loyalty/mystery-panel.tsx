/**
 * The mystery reward: a bar of paid orders toward the next one; at the threshold the diner
 * reveals it, may draw again once, then adds it to the wallet. Every step is the API's answer.
 */
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { AccountSection, EntryActions, ListStatus, LoadFailed, MainButton, SmallButton } from '@/components/account/account-ui';
import type { SectionData } from '@/components/account/section-state';
import { useAccountAction } from '@/components/account/use-account-action';
import { acceptMysteryReward, fetchMysteryProgress, rerollMysteryReward, revealMysteryReward, type MysteryProgress, type MysteryReveal } from '@/lib/api/loyalty-rewards';
import { useMarket } from '@/lib/use-market';
import styles from './mystery-panel.module.css';

export function MysteryPanel({ initial, onAccepted }: { initial: SectionData<MysteryProgress>; onAccepted?: (reveal: MysteryReveal) => void }) {
  const { t } = useMarket();
  const { pending, error, run } = useAccountAction();
  const [progress, setProgress] = useState<MysteryProgress | null>(initial.ok ? initial.data : null);
  const [accepted, setAccepted] = useState<MysteryReveal | null>(null);

  const refresh = async () => {
    const result = await run(fetchMysteryProgress);
    if (result.ok) setProgress(result.value);
  };
  const handleReveal = async () => {
    setAccepted(null);
    const result = await run(revealMysteryReward);
    if (result.ok) setProgress((current) => current && { ...current, waiting: Math.max(0, current.waiting - 1), reveal: result.value });
  };
  const handleReroll = async (reveal: MysteryReveal) => {
    const result = await run((ctx) => rerollMysteryReward(ctx, reveal.id));
    if (result.ok) setProgress((current) => current && { ...current, reveal: result.value });
  };
  const handleAccept = async (reveal: MysteryReveal) => {
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

const Bar = classed('div', styles.bar);

const Fill = classed('div', styles.fill);

const Reveal = classed('div', styles.reveal);
