/**
 * The options a diner chose for an item, checked against the item's option groups: every option
 * belongs to the item, none twice, and each group gets between its minimum and maximum choices.
 */
import { BadRequestError, UnprocessableError } from '@/server/errors';
import type { OptionPrice, OptionRule } from './repository';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The chosen options with their prices, or a 400/422 naming every problem. */
export function checkOptions(
  itemId: number,
  rules: { groups: OptionRule[]; options: OptionPrice[] },
  optionIds: readonly number[],
): OptionPrice[] {
  const repeated = optionIds.filter((id, index) => optionIds.indexOf(id) !== index);
  if (repeated.length > 0) throw new BadRequestError(`Option ${repeated[0]} is chosen more than once`);
  const byId = new Map(rules.options.map((option) => [option.id, option]));
  const foreign = optionIds.filter((id) => !byId.has(id));
  if (foreign.length > 0) {
    const errors = foreign.map((id) => `Option ${id} is not an option of item ${itemId}`);
    throw new UnprocessableError(errors[0]!, errors);
  }
  const errors = rules.groups.flatMap((group) => {
    const count = optionIds.filter((id) => group.optionIds.includes(id)).length;
    if (count < group.minChoices) return [`"${group.title}" needs at least ${plural(group.minChoices, 'choice')}`];
    if (count > group.maxChoices) return [`"${group.title}" allows at most ${plural(group.maxChoices, 'choice')}`];
    return [];
  });
  if (errors.length > 0) throw new UnprocessableError(errors[0]!, errors);
  return optionIds.map((id) => byId.get(id)!);
}
