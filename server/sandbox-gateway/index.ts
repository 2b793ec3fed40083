/**
 * Starts the sandbox payment processor (`tsx server/sandbox-gateway/index.ts`): its hosted card
 * fields and tokens endpoint, on SANDBOX_GATEWAY_PORT (4010). Refuses to start outside demo mode
 * without its own PAYMENT_SANDBOX_SECRET. SIGINT/SIGTERM stop accepting, let requests in flight
 * finish within SHUTDOWN_TIMEOUT_MS, and exit.
 */
import { ConfigError } from '@/server/config';
import { closeServerGracefully, createShutdown } from '@/server/shutdown';
import { buildSandboxGateway } from './app';
import { readSandboxGatewaySettings, sandboxGatewayRefusal, type SandboxGatewaySettings } from './settings';

function readSettings(): SandboxGatewaySettings | null {
  try {
    return readSandboxGatewaySettings();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The sandbox payment processor will not start: ${error.message}`);
    return null;
  }
}

async function main(): Promise<void> {
  const settings = readSettings();
  const refusal = settings && sandboxGatewayRefusal(settings);
  if (!settings || refusal) {
    if (refusal) console.error(`The sandbox payment processor will not start: ${refusal}`);
    process.exitCode = 1;
    return;
  }
  const app = await buildSandboxGateway({ settings, logger: { level: settings.logLevel } });
  const shutdown = createShutdown({
    closeServer: () => closeServerGracefully(app),
    closeDatabase: async () => undefined,
    timeoutMs: settings.shutdownTimeoutMs,
    log: app.log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen({ port: settings.port, host: settings.host });
    app.log.info({ parentOrigins: settings.parentOrigins, demoMode: settings.demoMode }, 'sandbox payment processor ready (hosted card fields at /hosted-fields)');
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start the sandbox payment processor');
    await shutdown('startup failure', 1);
  }
}

void main();
