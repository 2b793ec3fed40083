/** A shallow copy: arrays and objects get a new container (an object keeps its prototype); anything else is returned. */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.assign(Object.create(Object.getPrototypeOf(value)), value);
}
