import isPlainObject from './is-plain-object';

/**
 * A deep copy of arrays and plain objects (dates copied too); other objects, such as a chosen
 * File, are shared, as they cannot be edited in place. A value seen twice is copied once.
 */
export default function cloneDeep<T>(value: T, seen = new Map<unknown, unknown>()): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (seen.has(value)) return seen.get(value) as T;
  const copy: Record<string | number, unknown> = Array.isArray(value) ? [] : Object.create(Object.getPrototypeOf(value));
  seen.set(value, copy);
  for (const key of Object.keys(value)) copy[key] = cloneDeep((value as Record<string, unknown>)[key], seen);
  return copy as T;
}
