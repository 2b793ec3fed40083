/**
 * Turns a failed REST answer into the message a person reads, and reads the API's code and params.
 */
import type { ErrorCode, ErrorParams } from '@/domain/error-codes';
import { GENERIC_FAILURE_MESSAGE } from '@/domain/generic-failure';

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Json = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string): Json {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The text of a list entry: a string, or an object's `message`. */
function entryText(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && typeof (entry as { message?: unknown }).message === 'string') {
    return (entry as { message: string }).message;
  }
  return undefined;
}

function texts(list: unknown[]): string[] | undefined {
  const result = list.map(entryText);
  return result.length > 0 && result.every((text) => text !== undefined && text !== '') ? (result as string[]) : undefined;
}

/** A list of strings: each capitalised, joined with a period and a line break. */
function listMessage(list: unknown[]): string | undefined {
  return texts(list)?.map(capitalize).join('.\n');
}

/** An object with a message: capitalised, then the errors joined by commas when there are several. */
function objectMessage(body: Record<string, unknown>): string | undefined {
  const { message, errors } = body;
  if (Array.isArray(message)) return listMessage(message);
  const details = Array.isArray(errors) ? texts(errors) : undefined;
  if (typeof message !== 'string' || message.trim() === '') return details ? listMessage(details) : undefined;
  const head = capitalize(message);
  return details && details.length > 1 ? `${head}: ${details.join(', ')}` : head;
}

function jsonMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return listMessage(value);
  if (value && typeof value === 'object') return objectMessage(value as Record<string, unknown>);
  return undefined;
}

function isHtml(text: string, contentType: string): boolean {
  return contentType.includes('html') || text.trimStart().startsWith('<');
}

/** The message of a failed answer, from its body text and Content-Type. */
export function failureMessage(text: string, contentType: string | null): string {
  const type = (contentType ?? '').toLowerCase();
  if (text.trim() === '' || isHtml(text, type)) return GENERIC_FAILURE_MESSAGE;
  const json = parseJson(text);
  if (json.ok) return jsonMessage(json.value) ?? GENERIC_FAILURE_MESSAGE;
  // Unparseable JSON is unreadable; any other text body is shown as it came.
  if (type.includes('json') || /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text)) return GENERIC_FAILURE_MESSAGE;
  return text;
}

type FailureDetail = { code?: ErrorCode; params?: ErrorParams };

function isParams(value: unknown): value is ErrorParams {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry)));
}

/** The API's code and params of a failed answer: none when the body is not the error shape. */
export function failureDetail(text: string): FailureDetail {
  const json = parseJson(text);
  if (!json.ok || !json.value || typeof json.value !== 'object') return {};
  const { code, params } = json.value as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || !/^[a-z][a-z0-9_]{0,63}$/.test(code)) return {};
  return isParams(params) ? { code: code as ErrorCode, params } : { code: code as ErrorCode };
}
