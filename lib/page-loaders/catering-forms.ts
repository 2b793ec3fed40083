/**
 * getServerSideProps of the catering feedback and contest pages: their page meta, the stores the
 * form lists and (feedback) the service types in the diner's language. A list the API cannot give
 * comes as null, and the form says so instead of the page failing; the feedback page takes the
 * quote number of its email's link (`?quote=5042`).
 */
import type { HeadCrumb } from '../page-head';
import { fetchPageMeta } from '../api/content';
import { fetchCateringServiceTypes, fetchStoreOptions, type ServiceTypeOption, type StoreOption } from '../api/surveys';
import { contentHead } from '../seo/content-head';
import { headFallback } from './content';
import { withPage } from './with-page';

export type CateringFeedbackPageProps = { breadcrumbs: HeadCrumb[]; serviceTypes: ServiceTypeOption[] | null; stores: StoreOption[] | null; quoteNumber: string };
export type CateringContestPageProps = { breadcrumbs: HeadCrumb[]; stores: StoreOption[] | null };

async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    console.error('a catering form list could not be loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** Digits only, as the emails print a quote number; anything else is ignored. */
export function quoteNumberOf(query: Record<string, string | string[] | undefined>): string {
  const value = Array.isArray(query.quote) ? query.quote[0] : query.quote;
  return value && /^\d{1,10}$/.test(value) ? value : '';
}

export const cateringFeedbackPageProps = withPage<CateringFeedbackPageProps>(async ({ api, t, query }) => {
  const route = '/catering/feedback';
  const [meta, serviceTypes, stores] = await Promise.all([fetchPageMeta(api, route), orNull(fetchCateringServiceTypes(api)), orNull(fetchStoreOptions(api))]);
  const head = contentHead(meta, route, headFallback(t));
  return { props: { breadcrumbs: head.breadcrumbs ?? [], serviceTypes, stores, quoteNumber: quoteNumberOf(query) }, head };
});

export const cateringContestPageProps = withPage<CateringContestPageProps>(
  async ({ api, t }) => {
    const route = '/catering/contest';
    const [meta, stores] = await Promise.all([fetchPageMeta(api, route), orNull(fetchStoreOptions(api))]);
    const head = contentHead(meta, route, headFallback(t));
    return { props: { breadcrumbs: head.breadcrumbs ?? [], stores }, head };
  },
  { publicCache: true },
);
