/** Japanese: every page's content. The three policies stay in English, the governing text. */
import type { LocaleContent } from '@/domain/content/types';
import { blogPosts } from './blog-posts';
import { footer, navigation } from './chrome';
import { meetOurTeam, nutritional, workForUs } from './company';
import { home, ourStory } from './home-story';
import { franchiseInfo, legalTerms, menuAtAGlance, press } from './legal-press';
import { pageMeta } from './page-meta';
import { catering, cateringFaq, cateringServices, currentDeals, loyaltyPromotion } from './promos-catering';

export const jaJp: LocaleContent = {
  footer,
  navigation,
  pageMeta,
  home,
  ourStory,
  meetOurTeam,
  workForUs,
  nutritional,
  currentDeals,
  loyaltyPromotion,
  catering,
  cateringServices,
  cateringFaq,
  legalTerms,
  franchiseInfo,
  menuAtAGlance,
  press,
  blogPosts,
};
