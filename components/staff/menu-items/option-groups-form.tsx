/**
 * An item's option groups as one form: each group's titles and its fewest and most choices, and
 * its options with their titles, price change, the calories and allergens choosing one adds (the
 * allergens folded away under their count) and whether they are chosen at first;
 * groups and options added or removed. The rules of domain/menu/option-group-rules.ts are checked
 * here first, with the API's own messages; saving replaces the item's groups as shown, and asks
 * first when it deletes saved options (orders holding one keep it).
 */
import { useState, type FormEvent } from 'react';
import type { AllergenId } from '@/domain/allergens/allergens';
import { MONEY_DECIMALS } from '@/domain/constants';
import { interpolate } from '@/domain/interpolate';
import type { Currency, LocaleTag } from '@/domain/markets';
import { amountForEntry, readAmount } from '@/domain/validation/amount-entry';
import { MENU_EDITING_MESSAGES, MENU_TEXT_LIMITS, menuEditingErrorCode } from '@/domain/menu/menu-editing-messages';
import { groupProblem } from '@/domain/menu/option-group-rules';
import type { MenuItem, OptionGroupsRequest } from '@/lib/api/staff-menu-items';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from '../console-page';
import { AllergenChoices } from './allergen-choices';
import { ConfirmDelete } from './confirm-delete';
import { TextsFields } from './texts-fields';
import { draftOfTexts, textsOfDraft, type TextsDraft } from './texts-draft';
import styles from './menu-items.module.css';

type OptionDraft = { key: string; id: number | null; title: string; texts: TextsDraft; priceDelta: string; isDefault: boolean; calories: string; allergens: AllergenId[] };
type GroupDraft = { key: string; id: number | null; title: string; texts: TextsDraft; minChoices: string; maxChoices: string; options: OptionDraft[] };

let drafted = 0;
const newKey = () => `new-${(drafted += 1)}`;

/** How the console's language writes money: a price delta is shown and typed that way ('-0,50' in French), with at most 2 decimals. */
type Money = { locale: LocaleTag; currency: Currency };
const DELTA = { signed: true, decimals: MONEY_DECIMALS } as const;

function draftOf(item: MenuItem, languages: string[], money: Money): GroupDraft[] {
  return item.optionGroups.map((group) => ({
    key: `group-${group.id}`,
    id: group.id,
    title: group.title,
    texts: draftOfTexts(group.texts, languages),
    minChoices: String(group.minChoices),
    maxChoices: String(group.maxChoices),
    options: group.options.map((option) => ({ key: `option-${option.id}`, id: option.id, title: option.title, texts: draftOfTexts(option.texts, languages), priceDelta: amountForEntry(option.priceDelta, money.locale, money.currency, DELTA), isDefault: option.isDefault, calories: option.calories === null ? '' : String(option.calories), allergens: option.allergens })),
  }));
}

/** The delta with a decimal point; what cannot be read is kept as typed, for the group's rule to refuse. */
function deltaOf(typed: string, money: Money): string {
  const entry = readAmount(typed, money.locale, money.currency, DELTA);
  return entry.ok ? entry.amount : typed.trim();
}

const count = (text: string) => Math.trunc(Number(text) || 0);

/** Blank: not measured; anything else as typed, for the rule to refuse what is not a whole number. */
const caloriesOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function requestOf(groups: GroupDraft[], money: Money): OptionGroupsRequest {
  return {
    groups: groups.map((group) => ({
      id: group.id,
      title: group.title.trim(),
      texts: textsOfDraft(group.texts),
      minChoices: count(group.minChoices),
      maxChoices: count(group.maxChoices),
      options: group.options.map((option) => ({ id: option.id, title: option.title.trim(), texts: textsOfDraft(option.texts), priceDelta: deltaOf(option.priceDelta, money), isDefault: option.isDefault, calories: caloriesOf(option.calories), allergens: option.allergens })),
    })),
  };
}

/** The saved options the request leaves out: saving deletes them. */
function removedOptions(item: MenuItem, request: OptionGroupsRequest): string[] {
  const kept = new Set(request.groups.flatMap((group) => group.options.flatMap((option) => (option.id === null ? [] : [option.id]))));
  return item.optionGroups.flatMap((group) => group.options.filter((option) => !kept.has(option.id)).map((option) => option.title));
}

/** `allergens`: the allergen list an option may add from. */
type Props = { item: MenuItem; languages: string[]; allergens: readonly AllergenId[]; busy: boolean; onSave: (request: OptionGroupsRequest) => void };

export function OptionGroupsForm({ item, languages, allergens, busy, onSave }: Props) {
  const { locale, currency, t } = useMarket();
  const money = { locale, currency };
  const [groups, setGroups] = useState(() => draftOf(item, languages, money));
  const [problem, setProblem] = useState<string | null>(null);
  /** The options a save would delete, while the admin is asked to confirm. */
  const [confirming, setConfirming] = useState<{ request: OptionGroupsRequest; names: string[] } | null>(null);
  const emptyTexts = () => draftOfTexts([], languages);

  const changeGroup = (key: string, change: Partial<GroupDraft>) => setGroups(groups.map((group) => (group.key === key ? { ...group, ...change } : group)));
  const changeOption = (group: GroupDraft, key: string, change: Partial<OptionDraft>) =>
    changeGroup(group.key, { options: group.options.map((option) => (option.key === key ? { ...option, ...change } : option)) });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(groups, money);
    for (const group of request.groups) {
      const found = groupProblem(group);
      if (found) {
        const code = menuEditingErrorCode(found.name);
        setProblem(t.dynamic(`staffMenuItems.error.${code}`, interpolate(MENU_EDITING_MESSAGES[found.name], found.params), found.params));
        return;
      }
    }
    setProblem(null);
    const names = removedOptions(item, request);
    if (names.length > 0) setConfirming({ request, names });
    else onSave(request);
  };

  const handleConfirm = () => {
    if (confirming) onSave(confirming.request);
    setConfirming(null);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="option-groups-title">
      <h3 id="option-groups-title">{t('staffMenuItems.groups.title')}</h3>
      <p>{t('staffMenuItems.groups.help')}</p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {groups.length === 0 && <p>{t('staffMenuItems.groups.none')}</p>}
      {groups.map((group, groupIndex) => {
        const number = groupIndex + 1;
        const gid = `${group.key}`;
        return (
          <fieldset key={group.key} className={styles.group}>
            <legend>{t('staffMenuItems.groups.group', { number })}</legend>
            <ConsoleField>
              <label htmlFor={`${gid}-title`}>{t('staffMenuItems.groups.groupTitle')}</label>
              <input id={`${gid}-title`} value={group.title} maxLength={MENU_TEXT_LIMITS.title} disabled={busy} onChange={(event) => changeGroup(group.key, { title: event.target.value })} />
            </ConsoleField>
            <TextsFields idPrefix={gid} draft={group.texts} onChange={(texts) => changeGroup(group.key, { texts })} titleKey="staffMenuItems.groups.groupTitleIn" disabled={busy} withHelp={false} />
            <div className={styles.pair}>
              <ConsoleField>
                <label htmlFor={`${gid}-min`}>{t('staffMenuItems.groups.minChoices')}</label>
                <input id={`${gid}-min`} type="number" inputMode="numeric" min={0} max={MENU_TEXT_LIMITS.options} value={group.minChoices} disabled={busy} onChange={(event) => changeGroup(group.key, { minChoices: event.target.value })} />
              </ConsoleField>
              <ConsoleField>
                <label htmlFor={`${gid}-max`}>{t('staffMenuItems.groups.maxChoices')}</label>
                <input id={`${gid}-max`} type="number" inputMode="numeric" min={1} max={MENU_TEXT_LIMITS.options} value={group.maxChoices} disabled={busy} onChange={(event) => changeGroup(group.key, { maxChoices: event.target.value })} />
              </ConsoleField>
            </div>
            {group.options.map((option, optionIndex) => {
              const names = { number: optionIndex + 1, group: number };
              const oid = `${gid}-${option.key}`;
              return (
                <fieldset key={option.key} className={styles.option}>
                  <legend>{t('staffMenuItems.groups.option', names)}</legend>
                  <ConsoleField>
                    <label htmlFor={`${oid}-title`}>{t('staffMenuItems.groups.optionTitle')}</label>
                    <input id={`${oid}-title`} value={option.title} maxLength={MENU_TEXT_LIMITS.title} disabled={busy} onChange={(event) => changeOption(group, option.key, { title: event.target.value })} />
                  </ConsoleField>
                  <TextsFields idPrefix={oid} draft={option.texts} onChange={(texts) => changeOption(group, option.key, { texts })} titleKey="staffMenuItems.groups.optionTitleIn" disabled={busy} withHelp={false} />
                  <div className={styles.pair}>
                    <ConsoleField>
                      <label htmlFor={`${oid}-delta`}>{t('staffMenuItems.groups.priceDelta')}</label>
                      <input id={`${oid}-delta`} inputMode="decimal" value={option.priceDelta} maxLength={10} disabled={busy} onChange={(event) => changeOption(group, option.key, { priceDelta: event.target.value })} />
                    </ConsoleField>
                    <ConsoleField>
                      <label htmlFor={`${oid}-calories`}>{t('staffMenuItems.groups.calories')}</label>
                      <input id={`${oid}-calories`} type="number" inputMode="numeric" min={0} max={MENU_TEXT_LIMITS.calories} value={option.calories} disabled={busy} onChange={(event) => changeOption(group, option.key, { calories: event.target.value })} />
                    </ConsoleField>
                    <label className={styles.check}>
                      <input type="checkbox" checked={option.isDefault} disabled={busy} onChange={(event) => changeOption(group, option.key, { isDefault: event.target.checked })} />
                      {t('staffMenuItems.groups.isDefault')}
                    </label>
                  </div>
                  <details className={styles.optionAllergens}>
                    <summary>{t('staffMenuItems.groups.allergensCount', { count: option.allergens.length })}</summary>
                    <AllergenChoices
                      legend={t('staffMenuItems.groups.allergens', names)}
                      choices={allergens}
                      chosen={option.allergens}
                      disabled={busy}
                      onChange={(chosen) => changeOption(group, option.key, { allergens: chosen })}
                    />
                  </details>
                  <ConsoleButton type="button" disabled={busy} onClick={() => changeGroup(group.key, { options: group.options.filter((entry) => entry.key !== option.key) })}>
                    {t('staffMenuItems.groups.removeOption', names)}
                  </ConsoleButton>
                </fieldset>
              );
            })}
            <div className={styles.buttons}>
              <ConsoleButton
                type="button"
                disabled={busy || group.options.length >= MENU_TEXT_LIMITS.options}
                onClick={() => changeGroup(group.key, { options: [...group.options, { key: newKey(), id: null, title: '', texts: emptyTexts(), priceDelta: amountForEntry('0', locale, currency, DELTA), isDefault: false, calories: '', allergens: [] }] })}
              >
                {t('staffMenuItems.groups.addOption', { group: number })}
              </ConsoleButton>
              <ConsoleButton type="button" disabled={busy} onClick={() => setGroups(groups.filter((entry) => entry.key !== group.key))}>
                {t('staffMenuItems.groups.removeGroup', { number })}
              </ConsoleButton>
            </div>
          </fieldset>
        );
      })}
      {confirming && (
        <ConfirmDelete
          title={t('staffMenuItems.confirm.options.title', { count: confirming.names.length })}
          text={t('staffMenuItems.confirm.options.text', { options: confirming.names.join(', ') })}
          yes={t('staffMenuItems.confirm.options.yes')}
          busy={busy}
          onConfirm={handleConfirm}
          onCancel={() => setConfirming(null)}
        />
      )}
      <div className={styles.buttons}>
        <ConsoleButton
          type="button"
          disabled={busy || groups.length >= MENU_TEXT_LIMITS.groups}
          onClick={() => setGroups([...groups, { key: newKey(), id: null, title: '', texts: emptyTexts(), minChoices: '0', maxChoices: '1', options: [] }])}
        >
          {t('staffMenuItems.groups.addGroup')}
        </ConsoleButton>
        <button type="submit" className={styles.primary} disabled={busy || confirming !== null}>
          {t('staffMenuItems.groups.save')}
        </button>
      </div>
    </form>
  );
}
