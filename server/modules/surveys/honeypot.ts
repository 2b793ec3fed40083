/**
 * The honeypot: a field people never see (hidden from them and from assistive technology), which
 * form-filling robots fill. A filled one is answered exactly like a success, with a fresh id, so
 * the robot learns nothing to adapt to; nothing is stored and no email is sent.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD } from '@/domain/validation';
import type { WireSurveyReceipt } from '@/domain/wire/surveys';
import { submitterOf, type Submitter } from './deps';

export function isRobot(body: { [HONEYPOT_FIELD]?: string }): boolean {
  return (body[HONEYPOT_FIELD] ?? '').trim() !== '';
}

/** The answer a robot gets: what a person would, minus any effect. */
export function decoyReceipt(form: string, body: { email: string }, log: FastifyBaseLogger): WireSurveyReceipt {
  log.info({ form }, 'survey honeypot filled: answered as a success, nothing kept');
  return { id: randomUUID(), email: body.email.trim() };
}

/** A form's receipt: the decoy when a robot filled the honeypot, else what `submit` answers for the request's market. */
export async function formReceipt(
  request: FastifyRequest,
  form: string,
  body: { [HONEYPOT_FIELD]?: string; email: string },
  submit: (by: Submitter) => Promise<WireSurveyReceipt>,
): Promise<WireSurveyReceipt> {
  return isRobot(body) ? decoyReceipt(form, body, request.log) : submit(submitterOf(request));
}
