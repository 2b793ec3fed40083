/** The store a survey names: one of the request's brand, or a 404 with the form's text. */
import type { Database } from '@/server/db/client';
import { surveyError } from './fields';
import { findBrandStore, type SurveyStore } from './repository';

export async function brandStore(db: Database, brandId: number, storeId: number): Promise<SurveyStore> {
  const store = await findBrandStore(db, brandId, storeId);
  if (!store) throw surveyError(404, 'storeUnknown', { storeId });
  return store;
}
