/**
 * The ordering API's entry. Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set, starts before
 * anything it instruments (Fastify, pg, ioredis, node:http) is loaded, so the rest of the API is
 * imported only after it, dynamically. Without the setting the OpenTelemetry SDK is never loaded.
 * See main.ts for the start itself. `index.js migrate` (npm run db:migrate) migrates and loads the
 * start data, then exits (migrate-command.ts): the one-shot migrate job of deploy/.
 */
import { readTracingSettings } from './telemetry/settings';

async function boot(): Promise<void> {
  if (process.argv[2] === 'migrate') {
    const { runMigrateCommand } = await import('./migrate-command');
    process.exitCode = await runMigrateCommand();
    return;
  }
  let settings;
  try {
    settings = readTracingSettings(process.env);
  } catch (error) {
    console.error(`The ordering API will not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  }
  const tracing = settings ? (await import('./telemetry/sdk')).startTracing(settings) : null;
  const { main } = await import('./main');
  await main(tracing);
}

void boot();
