/**
 * The contact forms' calls (domain/wire/contact.ts): the visit types and feedback types in the
 * diner's language, and sending talk-to-{brand} or general feedback.
 */
import type { WireContactChoice, WireGeneralFeedbackInput, WireTalkToInput } from '@/domain/wire/contact';
import { SURVEY_PATHS, type WireSurveyReceipt } from '@/domain/wire/surveys';
import { BRAND } from '@/content/brand';
import { apiGet, apiPost, type ApiContext } from './client';

const BASE = '/online-ordering';

/** A visit type or feedback type as a form lists it. */
export type ContactChoice = { id: number; label: string };
export type TalkToInput = WireTalkToInput;
export type GeneralFeedbackInput = WireGeneralFeedbackInput;

const brandPath = (template: string) => `${BASE}${template.replace(':brand', encodeURIComponent(BRAND.slug))}`;
const choices = (list: WireContactChoice[]): ContactChoice[] => list.map((choice) => ({ id: choice.id, label: choice.label }));

export async function fetchVisitTypes(ctx: ApiContext): Promise<ContactChoice[]> {
  return choices(await apiGet<WireContactChoice[]>(ctx, brandPath(SURVEY_PATHS.talkToVisitTypes)));
}

export async function fetchFeedbackTypes(ctx: ApiContext): Promise<ContactChoice[]> {
  return choices(await apiGet<WireContactChoice[]>(ctx, `${BASE}${SURVEY_PATHS.generalFeedbackTypes}`));
}

export function sendTalkTo(ctx: ApiContext, input: WireTalkToInput): Promise<WireSurveyReceipt> {
  return apiPost<WireSurveyReceipt>(ctx, brandPath(SURVEY_PATHS.talkTo), input);
}

export function sendGeneralFeedback(ctx: ApiContext, input: WireGeneralFeedbackInput): Promise<WireSurveyReceipt> {
  return apiPost<WireSurveyReceipt>(ctx, `${BASE}${SURVEY_PATHS.generalFeedback}`, input);
}
