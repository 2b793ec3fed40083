/**
 * Graceful shutdown with a deadline. On the first SIGTERM/SIGINT the server stops accepting
 * connections (Fastify closes idle keep-alive sockets and answers 503 to new requests on busy
 * ones), lets the requests in flight finish, closes the database, and exits 0. When that takes
 * longer than `timeoutMs`, or a second signal arrives, it exits 1 without waiting further.
 */
import type { Server } from 'node:http';

/**
 * Closes a Fastify app: stop listening, then wait for requests in flight. Fastify closes the
 * keep-alive connections that are idle when close starts; a connection whose request finishes
 * later would stay open until the client drops it, so idle ones are closed every 50 ms until done.
 */
export async function closeServerGracefully(app: { close(): Promise<void>; server: Pick<Server, 'closeIdleConnections'> }): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

export type ShutdownLog = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type ShutdownOptions = {
  /** Stops accepting and resolves once the requests in flight have finished (app.close()). */
  closeServer(): Promise<void>;
  /** Closes the database (and releases the PGlite lock). */
  closeDatabase(): Promise<void>;
  timeoutMs: number;
  log: ShutdownLog;
  exit(code: number): void;
};

/**
 * A handler for termination signals; calling it again while it runs exits 1 at once.
 * `exitCode` is the code of a clean shutdown (1 after a failed start).
 */
export function createShutdown({ closeServer, closeDatabase, timeoutMs, log, exit }: ShutdownOptions): (reason: string, exitCode?: number) => Promise<void> {
  let closing = false;
  let finished = false;
  const finish = (code: number) => {
    if (finished) return;
    finished = true;
    exit(code);
  };
  return async (reason, exitCode = 0) => {
    if (closing) {
      log.error({ reason }, 'second stop request during shutdown: exiting now');
      finish(1);
      return;
    }
    closing = true;
    log.info({ reason, timeoutMs }, 'shutting down: no new connections, waiting for requests in flight');
    const deadline = setTimeout(() => {
      log.error({ reason, timeoutMs }, 'requests in flight outlived the shutdown deadline: exiting anyway');
      finish(1);
    }, timeoutMs);
    let code = exitCode;
    try {
      await closeServer();
    } catch (error) {
      log.error({ err: error }, 'could not close the server cleanly');
      code = 1;
    }
    try {
      await closeDatabase();
    } catch (error) {
      log.error({ err: error }, 'could not close the database cleanly');
      code = 1;
    }
    clearTimeout(deadline);
    if (!finished) log.info({ reason }, 'shut down');
    finish(code);
  };
}
