/**
 * getServerSideProps of the talk-to-{brand} and general feedback pages: their page meta and the
 * lists their forms offer (the market's stores and the visit types; the feedback types), in the
 * diner's language. A list the API cannot give comes as null, and the form says so instead of the
 * page failing. Another {brand} than ours is a 404.
 */
import { TALK_TO_PATH } from '@/content/brand';
import type { HeadCrumb } from '../page-head';
import { fetchPageMeta } from '../api/content';
import { fetchFeedbackTypes, fetchVisitTypes, type ContactChoice } from '../api/contact';
import { fetchStoreOptions, type StoreOption } from '../api/surveys';
import { contentHead } from '../seo/content-head';
import { headFallback } from './content';
import { withPage } from './with-page';

export type TalkToPageProps = { breadcrumbs: HeadCrumb[]; visitTypes: ContactChoice[] | null; stores: StoreOption[] | null };
export type GeneralFeedbackPageProps = { breadcrumbs: HeadCrumb[]; feedbackTypes: ContactChoice[] | null };

async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    console.error('a contact form list could not be loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}

export const talkToPageProps = withPage<TalkToPageProps>(
  async ({ api, t, params }) => {
    if (typeof params?.page !== 'string' || `/contact/${params.page}` !== TALK_TO_PATH) return { notFound: true };
    const [meta, visitTypes, stores] = await Promise.all([fetchPageMeta(api, TALK_TO_PATH), orNull(fetchVisitTypes(api)), orNull(fetchStoreOptions(api))]);
    const head = contentHead(meta, TALK_TO_PATH, headFallback(t));
    return { props: { breadcrumbs: head.breadcrumbs ?? [], visitTypes, stores }, head };
  },
  // A page without its lists is not kept: the next visitor gets a fresh try.
  { publicCache: (props) => props.visitTypes !== null && props.stores !== null },
);

export const generalFeedbackPageProps = withPage<GeneralFeedbackPageProps>(
  async ({ api, t }) => {
    const route = '/contact/general-feedback';
    const [meta, feedbackTypes] = await Promise.all([fetchPageMeta(api, route), orNull(fetchFeedbackTypes(api))]);
    const head = contentHead(meta, route, headFallback(t));
    return { props: { breadcrumbs: head.breadcrumbs ?? [], feedbackTypes }, head };
  },
  { publicCache: (props) => props.feedbackTypes !== null },
);
