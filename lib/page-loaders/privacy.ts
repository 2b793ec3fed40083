/**
 * getServerSideProps of the privacy pages.
 * - The request form: its page meta titled after the market's privacy law, and the request types
 *   that law offers and the requestor types (null when the API cannot give them: the form says so
 *   instead of the page failing).
 * - The privacy policy of the market's law: its head only; the template writes the rest.
 * - Do not sell: its page meta, and the browser's opt-out as this request carries it (the opt-out
 *   cookie, or the Global Privacy Control signal): the page says GPC is honoured. Personal, so
 *   never shared-cached.
 * - The confirmation page of the emailed link: the request id and token of its query (checked for
 *   shape only; the API decides), never indexed. Nothing happens until the diner presses Confirm,
 *   so a mail scanner opening the link changes nothing.
 */
import type { GetServerSideProps } from 'next';
import type { OptOutSource } from '@/domain/privacy/opt-out';
import { GPC_HEADER } from '@/domain/privacy/opt-out';
import { PRIVACY_TOKEN_MAX } from '@/domain/privacy/messages';
import type { HeadCrumb } from '../page-head';
import { fetchPageMeta } from '../api/content';
import { fetchRequestorTypes, fetchRequestTypes, type PrivacyChoice } from '../api/privacy';
import { optOutOfRequest } from '../privacy/opt-out';
import { contentHead } from '../seo/content-head';
import { headFallback } from './content';
import { withPage, type BasePageProps } from './with-page';
import { lawTexts, PRIVACY_POLICY_PATH } from '@/lib/privacy/market-law';
import { privacyLawOf } from '@/domain/privacy/laws';

const CCPA_ROUTE = '/contact/ccpa-privacy-form';
const DO_NOT_SELL_ROUTE = '/contact/do-not-sell-my-personal-information';
const CONFIRM_ROUTE = '/contact/ccpa-privacy-form/confirm';

export type CcpaPageProps = { breadcrumbs: HeadCrumb[]; requestTypes: PrivacyChoice[] | null; requestorTypes: PrivacyChoice[] | null };
export type DoNotSellPageProps = { breadcrumbs: HeadCrumb[]; optOut: OptOutSource | null };
export type ConfirmPageProps = { requestId: string; token: string } | { requestId: null; token: null };

async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    console.error('a privacy form list could not be loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}

export const ccpaPageProps = withPage<CcpaPageProps>(
  async ({ api, t, market }) => {
    const [meta, requestTypes, requestorTypes] = await Promise.all([fetchPageMeta(api, CCPA_ROUTE), orNull(fetchRequestTypes(api)), orNull(fetchRequestorTypes(api))]);
    const texts = lawTexts(t, privacyLawOf(market.country));
    const content = contentHead(meta, CCPA_ROUTE, headFallback(t));
    // The page is named after the market's law, whatever the content's meta calls it.
    const breadcrumbs = (content.breadcrumbs ?? []).map((crumb, index, all) => (index === all.length - 1 ? { ...crumb, name: texts.requestTitle } : crumb));
    const head = { ...content, title: texts.requestTitle, description: texts.requestIntro, ogTitle: texts.requestTitle, ogDescription: texts.requestIntro, breadcrumbs };
    return { props: { breadcrumbs, requestTypes, requestorTypes }, head };
  },
  { publicCache: (props) => props.requestTypes !== null && props.requestorTypes !== null },
);

const doNotSellPage = withPage<Omit<DoNotSellPageProps, 'optOut'>>(async ({ api, t }) => {
  const meta = await fetchPageMeta(api, DO_NOT_SELL_ROUTE);
  const head = contentHead(meta, DO_NOT_SELL_ROUTE, headFallback(t));
  return { props: { breadcrumbs: head.breadcrumbs ?? [] }, head };
});

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const doNotSellPageProps: GetServerSideProps<DoNotSellPageProps & BasePageProps> = async (context) => {
  const result = await doNotSellPage(context);
  if (!('props' in result)) return result;
  const props = await result.props;
  const optOut = optOutOfRequest(context.req.headers.cookie, one(context.req.headers[GPC_HEADER]));
  return { ...result, props: { ...props, optOut } };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = new RegExp(`^[A-Za-z0-9_-]{1,${PRIVACY_TOKEN_MAX}}$`);

export const confirmPageProps = withPage<ConfirmPageProps>(async ({ t, query }) => {
  const requestId = one(query.request) ?? '';
  const token = one(query.token) ?? '';
  const props = UUID.test(requestId) && TOKEN.test(token) ? { requestId, token } : { requestId: null, token: null };
  return { props, head: { title: t('privacy.confirm.heading'), description: t('privacy.confirm.intro'), path: CONFIRM_ROUTE, preventIndexing: true } };
});

export type PrivacyPolicyPageProps = Record<string, never>;

export const privacyPolicyPageProps = withPage<PrivacyPolicyPageProps>(
  async ({ t, market }) => {
    const texts = lawTexts(t, privacyLawOf(market.country));
    return { props: {}, head: { title: texts.policyTitle, description: texts.policyIntro, path: PRIVACY_POLICY_PATH, scope: 'all' } };
  },
  { publicCache: true },
);
