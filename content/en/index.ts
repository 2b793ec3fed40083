/** English: the complete base every other language falls back to. */
import type { ContentByKind } from '@/domain/content/types';
import { blogPosts } from './blog-posts';
import { catering, cateringFaq, cateringServices } from './catering';
import { meetOurTeam, nutritional, workForUs } from './company';
import { footer } from './footer';
import { home } from './home';
import { franchiseInfo, legalTerms } from './legal';
import { menuAtAGlance } from './menu-at-a-glance';
import { navigation } from './navigation';
import { ourStory } from './our-story';
import { pageMeta } from './page-meta';
import { ccpaPolicy, cookiePolicy, privacyPolicy } from './policies';
import { press } from './press';
import { currentDeals, loyaltyPromotion } from './promos';

export const en: ContentByKind = {
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
  privacyPolicy,
  ccpaPolicy,
  cookiePolicy,
};
