/**
 * /promos/loyalty: its content document and the brand's points program (its earn rate, from the
 * loyalty settings), which the "Earn" step states. Without the program (the API could not say) the
 * page still explains the program without a rate, and is then not shared-cached.
 */
import type { LoyaltyPromotion } from '@/domain/content/types';
import { fetchContentPage } from '../api/content';
import { fetchLoyaltyProgram, type LoyaltyProgram } from '../api/loyalty';
import type { HeadCrumb } from '../page-head';
import { contentHead } from '../seo/content-head';
import { headFallback } from './content';
import { optionalRead } from './optional-read';
import { withPage } from './with-page';

const ROUTE = '/promos/loyalty';

export type LoyaltyPromotionProps = { content: LoyaltyPromotion; breadcrumbs: HeadCrumb[]; program: LoyaltyProgram | null };

export const loyaltyPromotionProps = withPage<LoyaltyPromotionProps>(
  async ({ api, t }) => {
    const [{ data, meta }, program] = await Promise.all([fetchContentPage(api, 'loyaltyPromotion', ROUTE), optionalRead('points program', fetchLoyaltyProgram(api))]);
    const head = contentHead(meta, ROUTE, headFallback(t));
    return { props: { content: data, breadcrumbs: head.breadcrumbs ?? [], program }, head };
  },
  { publicCache: (props) => props.program !== null },
);
