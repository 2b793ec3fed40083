/**
 * Authenticator codes as a brand admin's app computes them (otpauth, RFC 6238: SHA-1, 6 digits,
 * 30 s). The test stack sets DEMO_STAFF_TOTP_SECRET, the demo brand admins' key (honoured in demo
 * mode only). A code works once, and a refused one counts toward the account's sign-in lock, so
 * the journeys' workers share a note of the last time step used (a file beside a lock directory
 * in the OS temporary folder): each sign-in takes the step after it, the one before the current
 * step at the earliest, and waits when that is more than one step ahead (the API accepts a code
 * one step early or late).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

export function demoTotpSecret(): string {
  const secret = process.env.DEMO_STAFF_TOTP_SECRET;
  if (!secret) throw new Error('DEMO_STAFF_TOTP_SECRET is not set: run the journeys through npm run test:e2e');
  return secret;
}

const plain = (secret: string) => secret.replace(/\s+/g, '');

/** The code of `secret` at `at` (now by default); the key as the page shows it may have spaces. */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(plain(secret)), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` while holding `lockDir` (a directory made atomically), across the run's workers; a lock older than `staleMs` was left by a killed worker. */
export async function underLock<T>(lockDir: string, work: () => T | Promise<T>, staleMs = 10_000): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      const made = statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs;
      if (made !== undefined && Date.now() - made > staleMs) {
        try {
          rmdirSync(lockDir);
        } catch {
          // Another worker removed the stale lock first.
        }
      }
      await sleep(20);
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(lockDir);
  }
}

/** A time step no other sign-in of this key used: the current one or later, at most one ahead of the clock once returned. */
async function reserveStep(secret: string): Promise<number> {
  const file = path.join(tmpdir(), `hickory-e2e-totp-${createHash('sha256').update(plain(secret)).digest('hex').slice(0, 16)}.json`);
  const step = await underLock(`${file}.lock`, () => {
    let last = -Infinity;
    try {
      last = (JSON.parse(readFileSync(file, 'utf8')) as { last: number }).last;
    } catch {
      // No sign-in yet.
    }
    // The step before the current one is still accepted, unless it is about to fall out of the window.
    const now = Date.now();
    const earliest = Math.floor(now / PERIOD_MS) - (now % PERIOD_MS < PERIOD_MS - 5_000 ? 1 : 0);
    const next = Math.max(earliest, last + 1);
    writeFileSync(file, JSON.stringify({ last: next }));
    return next;
  });
  const wait = (step - 1) * PERIOD_MS - Date.now();
  if (wait > 0) {
    // A person waits for the next code too: the test gets that time on top of its own.
    test.info().setTimeout(test.info().timeout + wait + 1_000);
    await sleep(wait + 200);
  }
  return step;
}

/** Gives `accepted` the code of a time step no other sign-in used; throws when it is refused. */
export async function withFreshCode(secret: string, accepted: (code: string) => Promise<boolean>): Promise<void> {
  const step = await reserveStep(secret);
  if (!(await accepted(totpCode(secret, step * PERIOD_MS)))) throw new Error(`the authenticator code of step ${step} was refused`);
}
