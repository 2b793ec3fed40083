/**
 * The survey forms' calls (domain/wire/surveys.ts): the catering service types in the diner's
 * language, the stores a form may name, and sending catering feedback or a contest entry.
 */
import { SURVEY_PATHS, type WireCateringContestInput, type WireCateringFeedbackInput, type WireCateringServiceType, type WireSurveyReceipt } from '@/domain/wire/surveys';
import type { WireStateWithCities } from '@/domain/wire/catalog';
import { apiGet, apiPost, type ApiContext } from './client';

const BASE = '/online-ordering';

export type ServiceTypeOption = { id: number; label: string };
/** A store as a form lists it: its name and its city. */
export type StoreOption = { id: number; label: string };
export type SurveyReceipt = WireSurveyReceipt;
export type CateringFeedbackInput = WireCateringFeedbackInput;
export type CateringContestInput = WireCateringContestInput;

export async function fetchCateringServiceTypes(ctx: ApiContext): Promise<ServiceTypeOption[]> {
  const types = await apiGet<WireCateringServiceType[]>(ctx, `${BASE}${SURVEY_PATHS.cateringServiceTypes}`);
  return types.map((type) => ({ id: type.id, label: type.label }));
}

/** The market's stores by name, each with its city. */
export async function fetchStoreOptions(ctx: ApiContext): Promise<StoreOption[]> {
  const states = await apiGet<WireStateWithCities[]>(ctx, `${BASE}/all-cities-and-states`);
  const stores = states.flatMap((state) =>
    state.cities.flatMap((city) => city.locations.map((location) => ({ id: location.id, label: `${location.title} (${city.name}, ${state.label})` }))),
  );
  return stores.sort((a, b) => a.label.localeCompare(b.label));
}

export function sendCateringFeedback(ctx: ApiContext, input: WireCateringFeedbackInput): Promise<SurveyReceipt> {
  return apiPost<SurveyReceipt>(ctx, `${BASE}${SURVEY_PATHS.cateringFeedback}`, input);
}

export function enterCateringContest(ctx: ApiContext, input: WireCateringContestInput): Promise<SurveyReceipt> {
  return apiPost<SurveyReceipt>(ctx, `${BASE}${SURVEY_PATHS.cateringContest}`, input);
}
