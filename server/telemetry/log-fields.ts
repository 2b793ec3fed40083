/**
 * The trace of a log line: pino's mixin adds the active span's trace and span ids to every line
 * written while a request (or a job) is traced, under the names OpenTelemetry's log correlation
 * uses (`trace_id`, `span_id`, `trace_flags`), so a log search by trace id finds the request's lines.
 */
import { isSpanContextValid, trace } from '@opentelemetry/api';

export type TraceLogFields = { trace_id?: string; span_id?: string; trace_flags?: string };

export function traceLogFields(): TraceLogFields {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const context = span.spanContext();
  if (!isSpanContextValid(context)) return {};
  return { trace_id: context.traceId, span_id: context.spanId, trace_flags: `0${context.traceFlags.toString(16)}` };
}
