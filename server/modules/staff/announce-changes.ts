/**
 * A back-office change is one transaction plus an event: each group of console routes names the
 * version keys (server/cache/version-keys.ts) its writes touch, and once a write has answered
 * successfully (its transaction has committed, as every staff use case commits before it returns)
 * those keys are announced on the change feed, before the answer leaves. Reads and failed
 * writes announce nothing. A write that changed nothing visible (a price preview) announces too:
 * it only makes the caches read their versions once more, which finds them unchanged.
 */
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '@/server/cache/change-feed';
import type { VersionKey } from '@/server/cache/version-keys';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Announces `keys` after every successful write answered by the routes registered in `scope`. */
export function announceWrites(scope: FastifyInstance, changes: ChangeFeed, keys: readonly VersionKey[]): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) await changes.publish(keys);
    return payload;
  });
}
