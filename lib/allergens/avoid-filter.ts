/**
 * The "without" filter's state: the label ids a diner avoids, read from the URL query
 * (`?without=milk,eggs`) or, when the query names none, from what the browser remembered. The URL
 * wins so a shared link shows what it says; storage carries the choice between pages whose links
 * do not repeat the query.
 */
import { parseLabelIds, type AllergenLabelId, type LabelSetId } from '@/domain/allergens/label-sets';

export const AVOID_QUERY = 'without';
export const AVOID_STORAGE_KEY = 'hickory.avoidAllergens';
/** A query longer than every label id together is not ours. */
const MAX_QUERY_LENGTH = 400;

function splitValue(value: string | string[] | undefined | null): string[] | null {
  if (value === undefined || value === null) return null;
  const joined = Array.isArray(value) ? value.join(',') : value;
  if (joined.length > MAX_QUERY_LENGTH) return [];
  return joined.split(',');
}

/** The avoided labels of `set` from the query, or null when the query does not name the filter. */
export function avoidFromQuery(set: LabelSetId, value: string | string[] | undefined | null): AllergenLabelId[] | null {
  const values = splitValue(value);
  return values === null ? null : parseLabelIds(set, values);
}

export function avoidFromStorage(set: LabelSetId, stored: string | null): AllergenLabelId[] {
  return parseLabelIds(set, splitValue(stored) ?? []);
}

export function avoidToValue(labels: readonly AllergenLabelId[]): string {
  return labels.join(',');
}

/** The label ids with `id` switched on or off, in the set's order. */
export function toggleAvoid(set: LabelSetId, labels: readonly AllergenLabelId[], id: AllergenLabelId, on: boolean): AllergenLabelId[] {
  const next = on ? [...labels, id] : labels.filter((label) => label !== id);
  return parseLabelIds(set, next);
}
