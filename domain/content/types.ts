/**
 * The content contract: the shapes of the site's content, shared by the content tables, the
 * content GraphQL, the demo chain's texts (content/) and the templates. Every value is plain data: strings are
 * plain text (never HTML), so whoever renders them escapes them. Paths inside the site start
 * with '/' and carry no market prefix: the storefront adds /ca/fr and friends with marketLink.
 * Translation placeholders are written in square brackets, e.g. 'Page [page]'.
 */
import type { AllergenId } from '@/domain/allergens/allergens';

/** An image in public/ or on a CDN: what `<img>` needs, with its alternative text. */
export type ContentImage = { url: string; alternativeText: string; width: number; height: number };

type Link = { title: string; url: string };

// ---------------------------------------------------------------- footer

export type FooterColumn = {
  id: number;
  columnTitle: string;
  columnLinks: Link[];
  showOnCanadaSite: boolean;
  showOnInternationalSite: boolean;
};

type ContactInfo = { id: number; title: string; value: string };
type SocialMedia = { id: number; url: string; socialImage: ContentImage };
type FooterCta = { url: string; externalLink: boolean; footerCtaImage: ContentImage };
/** A general-information link: a page (url) or a document (pdf.url). */
export type GeneralInfoLink = { title: string; label: string; url: string | null; pdf: { url: string } | null };

export type Footer = {
  topFooter: FooterColumn[];
  bottomFooter: {
    contactInfo: ContactInfo[];
    socialMedia: SocialMedia[];
    footerCta: FooterCta[];
    /** The copyright line; '[year]' is replaced by the current year. */
    footerCopyright: string;
    generalInfoThirdRow: GeneralInfoLink[];
  };
  /** The heading over the social icons, in this locale. */
  socialTitle: string;
  /** The same heading in the locales that have their own (French-Canada and other locale variants). */
  socialTitleVariants: Record<string, string>;
};

// ---------------------------------------------------------------- navigation

export type SubMenuItem = {
  id: number;
  title: string;
  url: string;
  /** The route pattern Next should use when `url` is dynamic, e.g. '/quote/[category]'. */
  as: string | null;
  external: boolean;
  /** Opens the start-order dialog instead of navigating (the handoff modal of a menu item). */
  hasModal?: boolean;
  /** The order menu category the dialog starts with (everyday 1, catering 2, ...). */
  categoryId?: number;
};

export type MenuItem = {
  id: number;
  title: string;
  url: string;
  as: string | null;
  external: boolean;
  hasModal: boolean;
  /** An icon name the header knows, or null. */
  icon: string | null;
  categoryId: number | null;
  subTitles: SubMenuItem[];
};

export type Navigation = {
  main: MenuItem[];
  /** Links the Canada and international menus add; the header gives them the market prefix. */
  countryExtras: { canada: MenuItem[]; international: MenuItem[] };
};

// ---------------------------------------------------------------- page meta

export type Breadcrumb = { name: string; path: string };

export type PageMeta = {
  title: string;
  description: string;
  keywords: string;
  ogImage: { url: string; width: number; height: number };
  ogTitle: string;
  ogDescription: string;
  /** The trail the breadcrumb structured data is built from; the canonical URL makes ogUrl. */
  breadcrumbs: Breadcrumb[];
  preventIndexing: boolean;
};

/** Keyed by route pattern: '/', '/catering/faq', '/press/blog/page/[page]'. */
export type PageMetaTable = Record<string, PageMeta>;

// ---------------------------------------------------------------- rich text

/** Structured blocks instead of HTML, so no markup ever reaches the page unescaped. */
export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string; cite: string | null };

export type Button = { label: string; url: string };

// ---------------------------------------------------------------- home

type ProductCard = { id: number; title: string; description: string; image: ContentImage; cta: Button };

export type HomeSections = {
  legitTexasBarbecue: { heading: string; subheading: string; body: string; image: ContentImage; cta: Button };
  packs: { heading: string; intro: string; cards: ProductCard[] };
  plates: { heading: string; intro: string; cards: ProductCard[] };
  socialPhotos: { heading: string; handle: string; url: string; photos: ContentImage[] };
  textBlock: { heading: string; body: string; learnMore: Button };
};

// ---------------------------------------------------------------- company

type TimelineEvent = { year: number; title: string; text: string };
export type OurStory = { heading: string; intro: string; paragraphs: string[]; timelineTitle: string; timeline: TimelineEvent[] };

type TeamMember = { id: number; name: string; role: string; bio: string; photo: ContentImage };
export type TeamPage = { heading: string; intro: string; members: TeamMember[] };

type JobOpening = { id: number; title: string; kind: string; description: string };
export type JobsPage = { heading: string; intro: string; blocks: ContentBlock[]; benefitsTitle: string; benefits: string[]; openings: JobOpening[]; apply: Button };

type NutritionRow = {
  id: number;
  item: string;
  serving: string;
  calories: number;
  fatGrams: number;
  sodiumMg: number;
  carbsGrams: number;
  proteinGrams: number;
  /** Allergen ids of domain/allergens; the page names them in the market's labels. */
  allergens: AllergenId[];
};
export type NutritionPage = {
  heading: string;
  intro: string;
  columns: { item: string; serving: string; calories: string; fat: string; sodium: string; carbs: string; protein: string };
  rows: NutritionRow[];
  disclaimer: string;
};

// ---------------------------------------------------------------- promotions

type Deal = { id: number; title: string; description: string; terms: string; cta: Button; image: ContentImage };
export type DealsPage = { heading: string; intro: string; deals: Deal[] };

export type LoyaltyPromotion = {
  heading: string;
  intro: string;
  steps: { id: number; title: string; text: string }[];
  perks: string[];
  joinCta: Button;
  signInCta: Button;
  terms: string;
};

// ---------------------------------------------------------------- catering

export type CateringPage = { heading: string; intro: string; highlights: { id: number; title: string; text: string }[]; quoteCta: Button; servicesCta: Button };
type CateringService = { id: number; title: string; description: string; serves: string; image: ContentImage };
export type CateringServicesPage = { heading: string; intro: string; services: CateringService[]; cta: Button };
type FaqEntry = { id: number; question: string; answer: string };
export type FaqPage = { heading: string; intro: string; entries: FaqEntry[] };

// ---------------------------------------------------------------- legal, franchise, press, blog

type LegalSection = { id: string; heading: string; blocks: ContentBlock[] };
export type LegalDocument = { heading: string; updated: string; intro: string; sections: LegalSection[] };

export type FranchisePage = { heading: string; intro: string; blocks: ContentBlock[]; stats: { label: string; value: string }[]; cta: Button };

type PressRelease = { id: number; date: string; title: string; summary: string; url: string };
export type PressPage = { heading: string; intro: string; mediaContact: string; releases: PressRelease[]; releasesCta: Button; blogCta: Button };

export type BlogPost = {
  slug: string;
  title: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  author: string;
  excerpt: string;
  body: ContentBlock[];
  image: ContentImage;
};

// ---------------------------------------------------------------- menu at a glance

/** A menu item as the printed menu shows it; price is the USD reference price as a decimal string. */
export type GlanceItem = { slug: string; name: string; description: string; price: string | null; unit: 'each' | 'lb' | 'pack' | 'serving' };
export type GlanceSection = { id: string; title: string; note: string | null; items: GlanceItem[] };
export type MenuAtAGlance = { heading: string; intro: string; sections: GlanceSection[]; footnote: string };

// ---------------------------------------------------------------- the whole set

export type ContentByKind = {
  footer: Footer;
  navigation: Navigation;
  pageMeta: PageMetaTable;
  home: HomeSections;
  ourStory: OurStory;
  meetOurTeam: TeamPage;
  workForUs: JobsPage;
  nutritional: NutritionPage;
  currentDeals: DealsPage;
  loyaltyPromotion: LoyaltyPromotion;
  catering: CateringPage;
  cateringServices: CateringServicesPage;
  cateringFaq: FaqPage;
  legalTerms: LegalDocument;
  franchiseInfo: FranchisePage;
  menuAtAGlance: MenuAtAGlance;
  press: PressPage;
  blogPosts: BlogPost[];
  privacyPolicy: LegalDocument;
  ccpaPolicy: LegalDocument;
  cookiePolicy: LegalDocument;
};

export type ContentKind = keyof ContentByKind;

/** English holds every kind; a translation holds the kinds it has translated. */
export type LocaleContent = Partial<ContentByKind>;
