/** The catering service types with their labels in the request's language. */
import type { LocaleTag } from '@/domain/markets';
import { CATERING_SERVICE_TYPES } from '@/domain/surveys/service-types';
import type { WireCateringServiceType } from '@/domain/wire/surveys';
import { surveyTexts } from './confirmation-mail';

export function cateringServiceTypes(locale: LocaleTag): WireCateringServiceType[] {
  const labels = surveyTexts(locale).serviceTypes;
  return CATERING_SERVICE_TYPES.map((type) => ({ id: type.id, name: type.name, label: labels[type.name] }));
}

export function cateringServiceType(id: number, locale: LocaleTag): WireCateringServiceType {
  return cateringServiceTypes(locale).find((type) => type.id === id) ?? { id, name: 'unknown', label: String(id) };
}
