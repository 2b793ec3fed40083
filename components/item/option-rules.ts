/**
 * The option-group rules of the item page, as the UI applies them before the API
 * checks them again: a group with at most one choice is a radio group, any other a checkbox
 * group that stops at its maximum; a group with a minimum is required.
 */
import { MAX_LINE_QUANTITY } from '@/domain/validation/fields';
import type { OptionGroup } from '@/lib/api/menus';

/** Chosen option ids by group id. */
export type Selection = Record<number, number[]>;

export type GroupError =
  | { kind: 'required' }
  | { kind: 'tooFew'; count: number }
  | { kind: 'tooMany'; count: number };

export type GroupRule = Pick<OptionGroup, 'id' | 'minChoices' | 'maxChoices'> & {
  options: { id: number; isDefault?: boolean }[];
};

export function isSingleChoice(group: Pick<GroupRule, 'maxChoices'>): boolean {
  return group.maxChoices === 1;
}

export function isRequired(group: Pick<GroupRule, 'minChoices'>): boolean {
  return group.minChoices > 0;
}

/** The defaults of each group, never more than its maximum. */
export function initialSelection(groups: readonly GroupRule[]): Selection {
  const selection: Selection = {};
  for (const group of groups) {
    const defaults = group.options.filter((option) => option.isDefault).map((option) => option.id);
    selection[group.id] = defaults.slice(0, Math.max(group.maxChoices, 0));
  }
  return selection;
}

/**
 * Choosing (or un-choosing) `optionId`. A radio group swaps its choice; a checkbox group
 * refuses a choice past its maximum (the selection comes back unchanged).
 */
export function toggleOption(selection: Selection, group: GroupRule, optionId: number): Selection {
  if (!group.options.some((option) => option.id === optionId)) return selection;
  const chosen = selection[group.id] ?? [];
  if (isSingleChoice(group)) {
    if (chosen.includes(optionId)) return isRequired(group) ? selection : { ...selection, [group.id]: [] };
    return { ...selection, [group.id]: [optionId] };
  }
  if (chosen.includes(optionId)) return { ...selection, [group.id]: chosen.filter((id) => id !== optionId) };
  if (chosen.length >= group.maxChoices) return selection;
  return { ...selection, [group.id]: [...chosen, optionId] };
}

/** Whether one more option of the group may be chosen (checkbox groups disable the rest at the maximum). */
export function canChooseMore(selection: Selection, group: GroupRule): boolean {
  return isSingleChoice(group) || (selection[group.id] ?? []).length < group.maxChoices;
}

export function groupError(group: GroupRule, chosen: readonly number[]): GroupError | null {
  const count = chosen.length;
  if (count === 0 && isRequired(group)) return group.minChoices === 1 ? { kind: 'required' } : { kind: 'tooFew', count: group.minChoices };
  if (count < group.minChoices) return { kind: 'tooFew', count: group.minChoices };
  if (count > group.maxChoices) return { kind: 'tooMany', count: group.maxChoices };
  return null;
}

/** The broken groups of a selection, by group id; empty when it may go to the cart. */
export function selectionErrors(groups: readonly GroupRule[], selection: Selection): Record<number, GroupError> {
  const errors: Record<number, GroupError> = {};
  for (const group of groups) {
    const error = groupError(group, selection[group.id] ?? []);
    if (error) errors[group.id] = error;
  }
  return errors;
}

/** The option ids to send, in the groups' order. */
export function chosenOptionIds(groups: readonly GroupRule[], selection: Selection): number[] {
  return groups.flatMap((group) => selection[group.id] ?? []);
}

/** A quantity within 1..max and at least the item's minimum order quantity. */
export function clampQuantity(value: number, minQuantity: number, max = MAX_LINE_QUANTITY): number {
  const floor = Math.max(1, minQuantity);
  if (!Number.isFinite(value)) return floor;
  return Math.min(Math.max(Math.trunc(value), floor), max);
}
