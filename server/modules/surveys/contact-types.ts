/** The visit types and feedback types with their labels in the request's language. */
import { FEEDBACK_TYPES, VISIT_TYPES } from '@/domain/contact/types';
import type { LocaleTag } from '@/domain/markets';
import type { WireContactChoice } from '@/domain/wire/contact';
import { contactTexts } from './contact-texts';

export function visitTypes(locale: LocaleTag): WireContactChoice[] {
  const labels = contactTexts(locale).visitTypes;
  return VISIT_TYPES.map((type) => ({ id: type.id, name: type.name, label: labels[type.name] }));
}

export function feedbackTypes(locale: LocaleTag): WireContactChoice[] {
  const labels = contactTexts(locale).feedbackTypes;
  return FEEDBACK_TYPES.map((type) => ({ id: type.id, name: type.name, label: labels[type.name] }));
}

const choice = (choices: WireContactChoice[], id: number): WireContactChoice => choices.find((type) => type.id === id) ?? { id, name: 'unknown', label: String(id) };

export const visitType = (id: number, locale: LocaleTag) => choice(visitTypes(locale), id);
export const feedbackType = (id: number, locale: LocaleTag) => choice(feedbackTypes(locale), id);
