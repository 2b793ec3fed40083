/**
 * Translations of id- and link-heavy content (footer, navigation, blog) reuse the English
 * structure and swap only the words: links, flags, images and ids stay identical across
 * languages. Text missing from a dictionary stays English.
 */
import type { BlogPost, ContentBlock, ContentImage, Footer, MenuItem, Navigation } from '@/domain/content/types';

export type FooterWords = {
  /** English text (column titles, link titles, labels, image text) → translation. */
  words: Record<string, string>;
  footerCopyright: string;
  socialTitle: string;
};

export function translateFooter(base: Footer, { words, footerCopyright, socialTitle }: FooterWords): Footer {
  const t = (text: string) => words[text] ?? text;
  const image = (picture: ContentImage): ContentImage => ({ ...picture, alternativeText: t(picture.alternativeText) });
  return {
    topFooter: base.topFooter.map((column) => ({
      ...column,
      columnTitle: t(column.columnTitle),
      columnLinks: column.columnLinks.map((link) => ({ ...link, title: t(link.title) })),
    })),
    bottomFooter: {
      contactInfo: base.bottomFooter.contactInfo.map((info) => ({ ...info, title: t(info.title) })),
      socialMedia: base.bottomFooter.socialMedia.map((social) => ({ ...social, socialImage: image(social.socialImage) })),
      footerCta: base.bottomFooter.footerCta.map((cta) => ({ ...cta, footerCtaImage: image(cta.footerCtaImage) })),
      footerCopyright,
      generalInfoThirdRow: base.bottomFooter.generalInfoThirdRow.map((link) => ({ ...link, title: t(link.title), label: t(link.label) })),
    },
    socialTitle,
    socialTitleVariants: base.socialTitleVariants,
  };
}

/** The navigation with titles swapped through `words`; ids, urls and flags stay the same. */
export function translateNavigation(base: Navigation, words: Record<string, string>): Navigation {
  const t = (text: string) => words[text] ?? text;
  const item = (menu: MenuItem): MenuItem => ({
    ...menu,
    title: t(menu.title),
    subTitles: menu.subTitles.map((sub) => ({ ...sub, title: t(sub.title) })),
  });
  return {
    main: base.main.map(item),
    countryExtras: { canada: base.countryExtras.canada.map(item), international: base.countryExtras.international.map(item) },
  };
}

export type PostWords = { title: string; excerpt: string; body: ContentBlock[]; imageText: string };

/**
 * Blog posts in another language: slug, date, author and picture come from English. A post
 * without a translation stays English (content.test.ts requires every post to be translated).
 */
export function translatePosts(base: BlogPost[], bySlug: Record<string, PostWords>): BlogPost[] {
  return base.map((post) => {
    const words = bySlug[post.slug];
    if (!words) return post;
    const { imageText, ...text } = words;
    return { ...post, ...text, image: { ...post.image, alternativeText: imageText } };
  });
}
