/**
 * A connection URL without its password, for logs: shared by the API (server/redis.ts) and the
 * plain-node scripts (the storefront's change events, `npm run start:cluster`), which cannot load
 * TypeScript.
 */
export function redactedUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://(unreadable)';
  }
}
