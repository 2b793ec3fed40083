/**
 * OpenTelemetry tracing of the API, started by server/index.ts before Fastify, pg, ioredis and
 * node:http are loaded (the instrumentations wrap them as they load), and only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: this module is imported dynamically, so without the setting
 * none of the SDK is loaded.
 *
 * Spans: the HTTP server span of each request (named by its route pattern, which @fastify/otel
 * reports, so ids never multiply span names) with Fastify's hook and handler spans under it, and
 * the PostgreSQL queries (statement text, never the bound values) and Redis commands (their name
 * only) it runs.
 * Health checks and the metrics scrape are not traced. They go in batches over OTLP/HTTP (JSON)
 * to <endpoint>/v1/traces; the SDK reads the other OTEL_* settings (headers, sampler, batch delay).
 * Only traces: metrics are Prometheus's (/metrics) and logs stay on stdout, so the SDK's own OTLP
 * metric and log exporters are turned off.
 */
import FastifyOtelInstrumentation from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace';
import { traceLogFields, type TraceLogFields } from './log-fields';
import { SafeSpanUrls } from './safe-span-urls';
import type { TracingSettings } from './settings';

/** Requests whose spans would be noise: liveness, readiness and the metrics scrape. */
const UNTRACED_PATHS = new Set(['/health', '/ready', '/metrics']);

export type Tracing = {
  /** pino's mixin: the active span's ids for each log line. */
  logFields(): TraceLogFields;
  /** Sends the spans still batched and stops tracing (at shutdown). */
  shutdown(): Promise<void>;
};

export function startTracing(settings: TracingSettings): Tracing {
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    spanProcessors: [new SafeSpanUrls(), new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: (route) => UNTRACED_PATHS.has(route.url) }),
      new PgInstrumentation(),
      // Redis keys name clients (rate limits by address) and values may be anything: the command only.
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  return { logFields: traceLogFields, shutdown: () => sdk.shutdown() };
}
