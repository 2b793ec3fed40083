/**
 * The home page's data, the same for every visitor (shared-cached): the states with restaurants
 * (the crawlable directory), a few menu highlights from the brand's everyday menu priced in the
 * market, the current deals (the content of /promos/current-deals) and the points program's
 * earn rate. The states are the page; each other section is left out when its read fails, and
 * the page is then not shared-cached, so the next visitor gets it whole. The diner's last order
 * is read in the browser after hydration (components/home/last-order-slot.tsx).
 */
import { menuHighlights } from '@/domain/menu-highlights';
import type { DealsPage } from '@/domain/content/types';
import { fetchContentPage } from '../api/content';
import { fetchStates, type StateSummary } from '../api/locations';
import { fetchLoyaltyProgram, type LoyaltyProgram } from '../api/loyalty';
import { fetchGlanceMenu, type GlanceCard } from '../api/menu-at-a-glance';
import { optionalRead } from './optional-read';
import type { LoaderArgs, LoaderResult } from './with-page';

/** How many menu items and deals the home page shows. */
export const HOME_HIGHLIGHT_COUNT = 4;
export const HOME_DEAL_COUNT = 3;

export type HomeDeal = DealsPage['deals'][number];

export type HomeProps = {
  states: StateSummary[];
  /** Null when the menu could not be read. */
  highlights: GlanceCard[] | null;
  deals: HomeDeal[] | null;
  rewards: LoyaltyProgram | null;
};


export async function loadHomePage({ api, t, config }: LoaderArgs): Promise<LoaderResult<HomeProps>> {
  const [states, menu, deals, rewards] = await Promise.all([
    fetchStates(api),
    optionalRead('menu highlights', fetchGlanceMenu(api, config.glanceMenuId)),
    optionalRead('deals', fetchContentPage(api, 'currentDeals', '/promos/current-deals')),
    optionalRead('rewards', fetchLoyaltyProgram(api)),
  ]);
  return {
    props: {
      states,
      highlights: menu ? menuHighlights(menu.sections, HOME_HIGHLIGHT_COUNT) : null,
      deals: deals ? deals.data.deals.slice(0, HOME_DEAL_COUNT) : null,
      rewards,
    },
    head: { title: t('home.metaTitle'), description: t('home.metaDescription'), path: '/', scope: 'all' },
  };
}

/** Shared-cached only whole: a section left out for a failed read is not kept for the next visitors. */
export function isWholeHome(props: HomeProps): boolean {
  return props.highlights !== null && props.deals !== null && props.rewards !== null;
}

