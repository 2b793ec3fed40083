/**
 * Preloaded into the API by tracing.test.ts (node --require): when the process exits, writes the
 * OpenTelemetry files it loaded to LOADED_MODULES_FILE, so the test sees whether the SDK loaded.
 */
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  const loaded = Object.keys(require.cache).filter((file) => /node_modules[\\/](@opentelemetry|@fastify[\\/]otel)[\\/]/.test(file));
  writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify(loaded));
});
