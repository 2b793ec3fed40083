/**
 * The home page's data, the same for every visitor (shared-cached): the states with restaurants
 * (the crawlable directory), a few menu highlights from the brand's everyday menu priced in the
 * market, the current deals (the content of /promos/current-deals), the points program's earn
 * rate and the home sections the content console publishes (the "home" document). The states are
 * the page; each other section is left out when its read fails, and the page is then not
 * shared-cached, so the next visitor gets it whole. The diner's last order
 * is read in the browser after hydration (components/home/last-order-slot.tsx).
 */
import { menuHighlights } from '@/domain/menu-highlights';
import type { DealsPage, HomeSections } from '@/domain/content/types';
import { isApiError } from '../api/api-error';
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
  /** The published home sections of the market's language (English when it has none). */
  sections: HomeSections | null;
};


/** A chain that has not built the configured menu yet has no highlights: the page is whole without them. */
function noMenuYet(error: unknown): { sections: [] } {
  if (isApiError(error) && error.status === 404) return { sections: [] };
  throw error;
}

export async function loadHomePage({ api, t, config }: LoaderArgs): Promise<LoaderResult<HomeProps>> {
  const [states, menu, deals, rewards, sections] = await Promise.all([
    fetchStates(api),
    optionalRead('menu highlights', fetchGlanceMenu(api, config.glanceMenuId).catch(noMenuYet)),
    optionalRead('deals', fetchContentPage(api, 'currentDeals', '/promos/current-deals')),
    optionalRead('rewards', fetchLoyaltyProgram(api)),
    optionalRead('home sections', fetchContentPage(api, 'home', '/')),
  ]);
  return {
    props: {
      states,
      highlights: menu ? menuHighlights(menu.sections, HOME_HIGHLIGHT_COUNT) : null,
      deals: deals ? deals.data.deals.slice(0, HOME_DEAL_COUNT) : null,
      rewards,
      sections: sections ? sections.data : null,
    },
    head: { title: t('home.metaTitle'), description: t('home.metaDescription'), path: '/', scope: 'all' },
  };
}

/** Shared-cached only whole: a section left out for a failed read is not kept for the next visitors. */
export function isWholeHome(props: HomeProps): boolean {
  return props.highlights !== null && props.deals !== null && props.rewards !== null && props.sections !== null;
}

