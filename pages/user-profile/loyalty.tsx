/** /user-profile/loyalty: the signed-in diner's points, wallet, rewards store, points history (?page=) and submissions, for the loyalty brand only. */
import { sectionOf } from '@/components/account/section-state';
import { RewardsPage, type RewardsPageData } from '@/components/loyalty/rewards-page';
import { BRAND_ID } from '@/domain/constants';
import { LOYALTY_BRAND_ID } from '@/domain/loyalty/brand';
import { POINTS_HISTORY_PAGE_SIZE } from '@/domain/loyalty/constants';
import { fetchMySubmissions, fetchPointsHistory, fetchPointsRecap, fetchStoreItems, fetchWallet } from '@/lib/api/loyalty';
import { loadRewardSections } from '@/components/loyalty/load-reward-sections';
import { accountLoader, pageOf } from '@/lib/page-loaders/account';
import { withPage } from '@/lib/page-loaders/with-page';

const SUBMISSIONS_PAGE_SIZE = 10;

export const getServerSideProps = withPage<RewardsPageData>(
  accountLoader<RewardsPageData>(
    () => '/user-profile/loyalty',
    async ({ api, t, query }) => {
      if (BRAND_ID !== LOYALTY_BRAND_ID) return { notFound: true };
      const recap = await fetchPointsRecap(api);
      // Reading the achievements grants the ones just reached, so the wallet is read after them.
      const sectionsThenWallet = loadRewardSections(api).then(async (sections) => [sections, await sectionOf(fetchWallet(api))] as const);
      const [store, [rewardSections, wallet], history, submissions] = await Promise.all([
        recap.loyaltyEnabled ? sectionOf(fetchStoreItems(api)) : Promise.resolve({ ok: true as const, data: [] }),
        sectionsThenWallet,
        sectionOf(fetchPointsHistory(api, pageOf(query.page), POINTS_HISTORY_PAGE_SIZE)),
        recap.loyaltyEnabled ? sectionOf(fetchMySubmissions(api, 1, SUBMISSIONS_PAGE_SIZE)) : Promise.resolve(undefined),
      ]);
      return {
        props: { recap, store, wallet, history, rewardSections, ...(submissions && { submissions }) },
        head: { title: t('loyalty.page.metaTitle'), description: t('loyalty.page.metaDescription'), path: '/user-profile/loyalty', preventIndexing: true },
      };
    },
  ),
);

export default function LoyaltyPage(props: RewardsPageData) {
  return <RewardsPage {...props} />;
}
