/** Whether `value` is an object literal (or made by Object.create(null)), not an array or a class instance. */
export default function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}
