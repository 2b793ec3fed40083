/**
 * /staff/loyalty (brand admins): the points program (on or off, the earn rate the rewards pages
 * state), the rewards store's items and costs, the mystery reward odds, and the birthday and
 * anniversary rewards, the running-late grace and credit, and the quiet-time bonus. Each panel saves on its own; what happened, or why it was refused, is said
 * above the panels. A saved change reloads the settings, and the panel whose part changed starts again from them.
 */
import {
  addRewardsStoreItem,
  changeLoyaltyProgram,
  changeMysteryOdds,
  changeRewardsStoreItem,
  changeYearlyRewards,
  fetchLoyaltySettings,
  retireRewardsStoreItem,
  type LoyaltySettings,
} from '@/lib/api/staff-loyalty';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsolePage } from '../console-page';
import { useConsoleResource } from '../use-console-resource';
import { MysteryOddsForm } from './mystery-odds-form';
import { ProgramForm } from './program-form';
import { RewardsStore } from './rewards-store';
import { useLoyaltyText } from './use-loyalty-text';
import { YearlyRewardsForm } from './yearly-rewards-form';
import { RunningLateForm } from '../running-late/running-late-form';
import type { LateSettings } from '@/lib/api/staff-running-late';
import { QuietSlotsForm } from '../quiet-slots/quiet-slots-form';
import type { QuietSlotSettings } from '@/lib/api/staff-quiet-slots';
import styles from './loyalty.module.css';

/** `lateSettings`: the running-late grace and credit; `quietSettings`: the quiet-time bonus; each its own panel (none: not shown). */
export type LoyaltyData = { staff: StaffMember; settings: LoyaltySettings; lateSettings?: LateSettings | null; quietSettings?: QuietSlotSettings | null };

export function LoyaltyTemplate({ staff, settings: initial, lateSettings = null, quietSettings = null }: LoyaltyData) {
  const { t } = useMarket();
  const { unit } = useLoyaltyText();
  const { value: settings, notice, busy, run, ctx } = useConsoleResource(initial, fetchLoyaltySettings);
  const titleOf = (itemId: number) => settings.items.find((item) => item.id === itemId)?.title ?? String(itemId);
  // Each panel starts again from what was saved when its own part of the settings changed.
  const version = (part: unknown) => JSON.stringify(part);

  return (
    <ConsolePage staff={staff} title={t('staffLoyalty.title')} current="loyalty">
      <p>{t('staffLoyalty.intro')}</p>
      <div aria-live="polite">{notice?.kind === 'done' && <Done role="status">{notice.text}</Done>}</div>
      {notice?.kind === 'failed' && <ConsoleAlert role="alert">{notice.text}</ConsoleAlert>}
      <ProgramForm
        key={version(settings.program)}
        program={settings.program}
        busy={busy}
        onSave={(program) =>
          void run(
            () => changeLoyaltyProgram(ctx(), program),
            program.loyaltyEnabled ? t('staffLoyalty.done.program', { rate: program.pointsPerUnit, unit }) : t('staffLoyalty.done.programOff'),
          )
        }
      />
      <RewardsStore
        key={version(settings.storeItems)}
        settings={settings}
        busy={busy}
        onAdd={(itemId, points) => void run(() => addRewardsStoreItem(ctx(), itemId, points), t('staffLoyalty.done.added', { item: titleOf(itemId), points }))}
        onCost={(item, points) => void run(() => changeRewardsStoreItem(ctx(), item.itemId, points), t('staffLoyalty.done.cost', { item: item.title, points }))}
        onRetire={(item) => void run(() => retireRewardsStoreItem(ctx(), item.itemId), t('staffLoyalty.done.retired', { item: item.title }))}
      />
      <MysteryOddsForm key={version(settings.mysteryPrizes)} settings={settings} busy={busy} onSave={(prizes) => void run(() => changeMysteryOdds(ctx(), { prizes }), t('staffLoyalty.done.odds'))} />
      <YearlyRewardsForm key={version(settings.yearly)} settings={settings} busy={busy} onSave={(choice) => void run(() => changeYearlyRewards(ctx(), choice), t('staffLoyalty.done.yearly'))} />
      {lateSettings && <RunningLateForm initial={lateSettings} />}
      {quietSettings && <QuietSlotsForm initial={quietSettings} />}
    </ConsolePage>
  );
}

const Done = classed('p', styles.done);
