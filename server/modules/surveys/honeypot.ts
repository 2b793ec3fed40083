/**
 * The honeypot: a field people never see (hidden from them and from assistive technology), which
 * form-filling robots fill. A filled one is answered exactly like a success, with a fresh id, so
 * the robot learns nothing to adapt to; nothing is stored and no email is sent.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HONEYPOT_FIELD } from '@/domain/validation';
import type { WireSurveyReceipt } from '@/domain/wire/surveys';

export function isRobot(body: { [HONEYPOT_FIELD]?: string }): boolean {
  return (body[HONEYPOT_FIELD] ?? '').trim() !== '';
}

/** The answer a robot gets: what a person would, minus any effect. */
export function decoyReceipt(form: string, body: { email: string }, log: FastifyBaseLogger): WireSurveyReceipt {
  log.info({ form }, 'survey honeypot filled: answered as a success, nothing kept');
  return { id: randomUUID(), email: body.email.trim() };
}
