/**
 * An item's option groups replaced as a whole: groups and options sent with an id are changed
 * (they must be the item's, and an option its group's), those without one are added, those left
 * out are deleted, or archived when diners' orders (open carts included) hold one of their
 * options: no new order can choose it, and those orders keep showing it. Each group keeps the
 * rules of domain/menu/option-group-rules.ts (an option's calories too); an option's allergens are
 * ids of the allergen list, kept as they were when left out. One transaction with one
 * audit row of the groups before and after.
 */
import { groupProblem, priceDeltaOf } from '@/domain/menu/option-group-rules';
import type { MenuTextLanguage } from '@/domain/menu/text-languages';
import type { WireMenuItem, WireOptionGroupsRequest } from '@/domain/wire/staff-menu-items';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { presentGroups, translationsOf } from './presenter';
import * as menu from './repository';
import { assertAdmin, audit, brandLanguages, checkedAllergens, checkedTexts, menuItem, problemRefusal, refusal, type MenuItemsDeps } from './service';

/** Every group and option as the rules and the brand's languages want them; ids are checked against the item later. */
function checkRequest(request: WireOptionGroupsRequest, languages: readonly MenuTextLanguage[]): void {
  for (const group of request.groups) {
    const problem = groupProblem(group);
    if (problem) throw problemRefusal(problem);
    checkedTexts(group.texts, languages);
    for (const option of group.options) {
      checkedTexts(option.texts, languages);
      if (option.allergens) checkedAllergens(option.allergens);
    }
  }
}

/** The ids sent that are not the item's: the first group or option at fault. */
function checkIds(request: WireOptionGroupsRequest, current: menu.GroupRows): void {
  for (const group of request.groups) {
    const known = group.id === null ? undefined : current.find((row) => row.id === group.id);
    if (group.id !== null && !known) throw refusal(404, 'groupNotFound', { groupId: group.id });
    for (const option of group.options) {
      if (option.id !== null && !known?.options.some((row) => row.id === option.id)) throw refusal(404, 'optionNotFound', { optionId: option.id });
    }
  }
}

async function removeLeftOut(tx: Database, request: WireOptionGroupsRequest, current: menu.GroupRows, at: Date): Promise<void> {
  const keptGroups = new Set(request.groups.flatMap((group) => (group.id === null ? [] : [group.id])));
  const keptOptions = new Set(request.groups.flatMap((group) => group.options.flatMap((option) => (option.id === null ? [] : [option.id]))));
  const goneOptions = current.flatMap((group) => group.options).filter((option) => !keptOptions.has(option.id)).map((option) => option.id);
  const ordered = await menu.orderedOptionIds(tx, goneOptions);
  await menu.archiveOptions(tx, goneOptions.filter((id) => ordered.has(id)), at);
  await menu.deleteOptions(tx, goneOptions.filter((id) => !ordered.has(id)));
  await menu.removeGroups(tx, current.filter((group) => !keptGroups.has(group.id)).map((group) => group.id), at);
}

export async function changeOptionGroups(deps: MenuItemsDeps, caller: StaffCaller, staff: StaffIdentity, itemId: number, request: WireOptionGroupsRequest): Promise<WireMenuItem> {
  assertAdmin(staff);
  if (!(await menu.itemOfBrand(deps.db, staff.brandId, itemId))) throw refusal(404, 'itemNotFound', { itemId });
  const languages = await brandLanguages(deps.db, staff.brandId);
  checkRequest(request, languages);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await menu.groupsOf(tx, itemId);
    checkIds(request, current);
    await removeLeftOut(tx, request, current, now);
    for (const [groupIndex, group] of request.groups.entries()) {
      const was = current.find((row) => row.id === group.id);
      const groupId = await menu.writeGroup(tx, itemId, {
        id: group.id,
        title: group.title.trim(),
        translations: translationsOf(was?.translations ?? {}, group.texts),
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        sortOrder: groupIndex,
      });
      for (const [optionIndex, option] of group.options.entries()) {
        const previous = was?.options.find((row) => row.id === option.id);
        await menu.writeOption(tx, groupId, {
          id: option.id,
          title: option.title.trim(),
          translations: translationsOf(previous?.translations ?? {}, option.texts),
          priceDelta: priceDeltaOf(option.priceDelta)!,
          isDefault: option.isDefault,
          calories: option.calories,
          allergens: option.allergens ? checkedAllergens(option.allergens) : (previous?.allergens ?? []),
          sortOrder: optionIndex,
        });
      }
    }
    const after = await menu.groupsOf(tx, itemId);
    await recordAudit(tx, audit(caller, staff, now, {
      action: 'menu-item-options',
      subjectType: 'menu-item',
      subjectId: String(itemId),
      before: { groups: presentGroups(current, languages) },
      after: { groups: presentGroups(after, languages) },
    }));
  });
  return menuItem(deps.db, staff, itemId);
}
