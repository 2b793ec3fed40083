/**
 * Typed errors of the API. Services throw these; the one error handler (plugins/error-handler.ts)
 * turns them into the WireError shape with the matching status.
 * Messages are for people: they quote the field or id at fault and never carry SQL or stacks.
 */
import { STATUS_CODES } from 'node:http';
import type { WireError } from '@/domain/wire/catalog';

/** SPEC §8, Summary: the only message a 5xx ever shows. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: string[]) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class UnprocessableError extends HttpError {
  constructor(message: string, errors?: string[]) {
    super(422, message, errors);
  }
}

export function statusText(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

export function wireError(statusCode: number, message: string, errors?: string[]): WireError {
  const body: WireError = { statusCode, error: statusText(statusCode), message };
  if (errors && errors.length > 0) body.errors = errors;
  return body;
}
