/** One step of a path: `name`, `[0]`, or a quoted `["a.b"]`. */
const STEP = /\[(["'])(.*?)\1\]|\[([^\]]*)\]|([^.[\]]+)/g;

/**
 * A field path as its keys: 'items[0].quantity' and 'items.0.quantity' both give
 * ['items', '0', 'quantity']; an array is returned as keys (strings).
 */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const keys: string[] = [];
  for (const [, , quoted, bracketed, name] of String(value).matchAll(STEP)) keys.push(quoted ?? bracketed ?? name ?? '');
  return keys;
}
