/**
 * The tracing settings, read before anything else loads (server/index.ts):
 * - OTEL_EXPORTER_OTLP_ENDPOINT: the OTLP/HTTP collector (e.g. http://otel-collector:4318); spans
 *   go to <endpoint>/v1/traces. Unset or blank: no tracing, and the OpenTelemetry SDK is not loaded.
 * - OTEL_SERVICE_NAME: the service the spans belong to; `hickory-api` when unset.
 * The SDK reads the other OTEL_* variables itself (headers, sampler, batch delay).
 */
type Env = Record<string, string | undefined>;

export type TracingSettings = Readonly<{ endpoint: string; serviceName: string }>;

export const DEFAULT_SERVICE_NAME = 'hickory-api';

export class TracingSettingError extends Error {
  override name = 'ConfigError';
}

/** The tracing settings, or null when tracing is off. */
export function readTracingSettings(env: Env): TracingSettings | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new TracingSettingError(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address such as http://otel-collector:4318 (got "${endpoint}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TracingSettingError(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address such as http://otel-collector:4318 (got "${endpoint}")`);
  }
  return { endpoint, serviceName: env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME };
}
