/**
 * The store hours screen's state: the hours as loaded, and each change (the week, an exception
 * added, changed or deleted) as a call that reloads the hours and says what happened, or the
 * refusal in the console's language.
 */
import { fetchStoreHours, type StoreHours } from '@/lib/api/staff-hours';
import { useConsoleResource } from '../use-console-resource';

export function useStoreHours(initial: StoreHours) {
  const { value: hours, ...state } = useConsoleResource(initial, (ctx) => fetchStoreHours(ctx, initial.store.id));
  return { hours, ...state };
}
