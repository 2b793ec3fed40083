/**
 * The fictional chain's names, shared by every content file. Kept in step with server/seed/data/brands.ts (content.test.ts checks it).
 */
export const BRAND = {
  /** Brand 4, the barbecue chain founded in 1941. */
  name: "Whitlock's Barbecue Pit",
  shortName: "Whitlock's",
  /** The {brand} segment of /company/work-for-{brand} and /contact/talk-to-{brand}. */
  slug: 'whitlocks',
  cateringPhone: '1-866-555-0141',
  rewardsTitle: "Whitlock's Pit Points",
  socialHandle: '@whitlocksbbq',
  mediaEmail: 'media@whitlocks-bbq.example',
  privacyEmail: 'privacy@whitlocks-bbq.example',
  guestRelationsPhone: '1-800-555-0194',
  /** Brand 3, the Texas trailer concept. */
  trailerName: 'Red Dirt Trailer BBQ',
  /** Brand 1, the sister brand. */
  sisterName: 'Copper Kettle Fried Chicken',
  /** The head office's clocks (Dallas): the content console reads the publishing times staff choose on them. */
  timeZone: 'America/Chicago',
} as const;

/** Invented addresses on reserved .example domains, so no real site is ever linked. */
export const EXTERNAL = {
  foundation: 'https://foundation.whitlocks-bbq.example',
  franchise: 'https://franchise.whitlocks-bbq.example',
  sisterBrand: 'https://www.copperkettle-chicken.example',
  trailer: 'https://www.reddirt-trailer.example',
  atHome: 'https://athome.whitlocks-bbq.example',
  giftCards: 'https://gifts.whitlocks-bbq.example',
  pressReleases: 'https://press.whitlocks-bbq.example',
  facebook: 'https://facebook.whitlocks-bbq.example',
  instagram: 'https://instagram.whitlocks-bbq.example',
  x: 'https://x.whitlocks-bbq.example',
  tiktok: 'https://tiktok.whitlocks-bbq.example',
  youtube: 'https://youtube.whitlocks-bbq.example',
  appStore: 'https://apps.whitlocks-bbq.example/ios',
  googlePlay: 'https://apps.whitlocks-bbq.example/android',
} as const;

/** The four documents the footer and the header link to; content/build-pdfs.ts writes them. */
export const PDF = {
  menuAtAGlance: '/pdf/menu-at-a-glance.pdf',
  privacyPolicy: '/pdf/privacy-policy.pdf',
  ccpaPolicy: '/pdf/ccpa-policy.pdf',
  cookiePolicy: '/pdf/cookie-policy.pdf',
} as const;

export const WORK_FOR_PATH = `/company/work-for-${BRAND.slug}` as const;
export const TALK_TO_PATH = `/contact/talk-to-${BRAND.slug}` as const;
