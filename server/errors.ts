/**
 * Typed errors of the API. Services throw these; the one error handler (plugins/error-handler.ts)
 * turns them into the WireError shape with the matching status.
 * Messages are for people: they quote the field or id at fault and never carry SQL or stacks.
 * Each error carries a stable code (domain/error-codes.ts), named where it is thrown: the one
 * given, else the generic code of its status (a NotFoundError is `not_found`). A shared text
 * thrown as is names its own code there too (`{ code: 'invalid_phone' }`, fieldTextsError); no
 * code is ever found again from the English message.
 */
import { STATUS_CODES } from 'node:http';
import { genericCodeOf, messageCode, type ErrorCode, type ErrorParams } from '@/domain/error-codes';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import type { WireError } from '@/domain/wire/catalog';

/** The only message a 5xx ever shows. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';

/** The code of an error and the numbers or names its message was written from. */
export type ErrorDetail = { code?: ErrorCode; params?: ErrorParams };

export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: string[],
    detail: ErrorDetail = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.code = detail.code ?? genericCodeOf(statusCode);
    if (detail.params) this.params = detail.params;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: string[], detail?: ErrorDetail) {
    super(400, message, errors, detail);
  }
}

/** Without a message: "Please sign in to continue", coded sign_in_required. */
export class UnauthorizedError extends HttpError {
  constructor(message?: string, detail?: ErrorDetail) {
    super(401, message ?? ACCOUNT_MESSAGES.signInRequired, undefined, detail ?? (message === undefined ? { code: 'sign_in_required' } : undefined));
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string, detail?: ErrorDetail) {
    super(403, message, undefined, detail);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string, detail?: ErrorDetail) {
    super(404, message, undefined, detail);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, detail?: ErrorDetail) {
    super(409, message, undefined, detail);
  }
}

export class UnprocessableError extends HttpError {
  constructor(message: string, errors?: string[], detail?: ErrorDetail) {
    super(422, message, errors, detail);
  }
}

/** A refusal of the given status (400, 404, 409 or 422) as the error class of that status. */
export function refusalOfStatus(status: 400 | 404 | 409 | 422, message: string, detail: ErrorDetail): HttpError {
  if (status === 404) return new NotFoundError(message, detail);
  if (status === 409) return new ConflictError(message, detail);
  if (status === 400) return new BadRequestError(message, undefined, detail);
  return new UnprocessableError(message, undefined, detail);
}

/** The standard field texts of a form (domain/messages.ts), by name. */
export type FieldTextName = keyof typeof VALIDATION_MESSAGES;

/** A 400 listing the standard field texts `names`, the first as its message and code. */
export function fieldTextsError(names: readonly FieldTextName[]): BadRequestError {
  const errors = names.map((name) => VALIDATION_MESSAGES[name]);
  return new BadRequestError(errors[0] ?? '', errors, { code: messageCode(names[0]!) });
}

export function statusText(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

export function wireError(statusCode: number, message: string, errors?: string[], detail: ErrorDetail = {}): WireError {
  const code = detail.code ?? genericCodeOf(statusCode);
  const body: WireError = { statusCode, error: statusText(statusCode), code, message };
  if (detail.params) body.params = detail.params;
  if (errors && errors.length > 0) body.errors = errors;
  return body;
}
