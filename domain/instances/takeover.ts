/**
 * When a retry may take over an Idempotency-Key still pending from an earlier request. Each API
 * process keeps a heartbeat row; a pending key names the process that claimed it (its owner).
 * The owner's word is final while it lives: it is working on the request, so a retry waits.
 * A key whose owner stopped, has been silent for longer than `silentAfterMs`, or lost its
 * database session and missed a heartbeat, belongs to a request that died with its process
 * and is taken over at once. Past `boundMs` any pending key
 * is taken over, whoever owns it: the last resort for a request stuck in a live process.
 */

/** How often each API process marks itself alive. */
export const HEARTBEAT_EVERY_MS = 1_000;
/** A process silent for longer than this is dead: several missed heartbeats, not one slow one. */
export const OWNER_SILENT_AFTER_MS = 5_000;
/**
 * A process whose database session is gone (the server dropped its lock: the process died or
 * its connection broke) is dead once it has also missed a heartbeat: a live process with a
 * broken lock connection keeps beating through its other connections.
 */
export const SESSION_GONE_SILENT_AFTER_MS = HEARTBEAT_EVERY_MS + 500;

/** What is known of the process that claimed a pending key. */
export type PendingOwner =
  /** This very process: it is alive, since it is asking. */
  | { kind: 'self' }
  /** Claimed without naming an owner (by an older version): only the age bound applies. */
  | { kind: 'unnamed' }
  /** Named, but its heartbeat row is gone: pruned long after it stopped. */
  | { kind: 'forgotten' }
  /**
   * Another process: how long since its last heartbeat, whether it shut down, and whether it had
   * a database session lock that is no longer held.
   */
  | { kind: 'instance'; silentMs: number; stopped: boolean; sessionGone?: boolean };

type TakeoverVerdict = 'wait' | 'owner-dead' | 'expired';

/**
 * 'owner-dead': the owner is gone, so nothing is running the request any more;
 * 'expired': pending for longer than `boundMs` (the owner may still be running it);
 * 'wait': the owner is alive and still working on it.
 */
export function takeoverVerdict(
  owner: PendingOwner,
  pendingMs: number,
  boundMs: number,
  silentAfterMs: number = OWNER_SILENT_AFTER_MS,
): TakeoverVerdict {
  if (ownerIsDead(owner, silentAfterMs)) return 'owner-dead';
  return pendingMs > boundMs ? 'expired' : 'wait';
}

function ownerIsDead(owner: PendingOwner, silentAfterMs: number): boolean {
  switch (owner.kind) {
    case 'self':
    case 'unnamed':
      return false;
    case 'forgotten':
      return true;
    case 'instance':
      if (owner.stopped || owner.silentMs > silentAfterMs) return true;
      return owner.sessionGone === true && owner.silentMs > Math.min(SESSION_GONE_SILENT_AFTER_MS, silentAfterMs);
  }
}
