import { BRAND, EXTERNAL, PDF, TALK_TO_PATH, WORK_FOR_PATH } from '../brand';
import { IMAGES } from '../images';
import type { Footer, FooterColumn } from '@/domain/content/types';
import { E_GIFT_PAGE } from '@/domain/payments/e-gift-cards';

const columns: FooterColumn[] = [
  {
    id: 1,
    columnTitle: 'Menu',
    columnLinks: [
      { title: 'Menu At A Glance', url: PDF.menuAtAGlance },
      { title: 'Order Now', url: '/order-now' },
      { title: 'Nutritional Information', url: '/company/nutritional' },
      { title: 'Current Deals', url: '/promos/current-deals' },
      { title: 'Barbecue At Home', url: EXTERNAL.atHome },
    ],
    showOnCanadaSite: true,
    showOnInternationalSite: true,
  },
  {
    id: 2,
    columnTitle: 'Catering',
    columnLinks: [
      { title: 'Catering', url: '/catering' },
      { title: 'Catering Services', url: '/catering/services' },
      { title: 'Catering FAQ', url: '/catering/faq' },
      { title: 'Get A Quote', url: '/get-a-quote' },
    ],
    showOnCanadaSite: true,
    showOnInternationalSite: false,
  },
  {
    id: 3,
    columnTitle: 'Company',
    columnLinks: [
      { title: 'Our Story', url: '/company/our-story' },
      { title: 'Meet Our Team', url: '/company/meet-our-team' },
      { title: 'Careers', url: WORK_FOR_PATH },
      { title: 'Franchise Info', url: '/franchise-info' },
      { title: 'Hometown Foundation', url: EXTERNAL.foundation },
      { title: 'Own a Franchise', url: EXTERNAL.franchise },
    ],
    showOnCanadaSite: true,
    showOnInternationalSite: true,
  },
  {
    id: 4,
    columnTitle: 'Rewards & Gifts',
    columnLinks: [
      { title: 'Rewards Program', url: '/promos/loyalty' },
      // The chain's own buying page, shown in the markets whose column shows (they sell e-gift cards).
      { title: 'E-Gift Cards', url: E_GIFT_PAGE },
      { title: 'Sign Up', url: '/signup' },
    ],
    showOnCanadaSite: true,
    showOnInternationalSite: false,
  },
  {
    id: 5,
    columnTitle: 'Contact',
    columnLinks: [
      { title: `Talk to ${BRAND.shortName}`, url: TALK_TO_PATH },
      { title: 'General Feedback', url: '/contact/general-feedback' },
      { title: 'Press', url: '/press' },
      { title: 'Press Releases', url: EXTERNAL.pressReleases },
      { title: 'Blog', url: '/press/blog' },
    ],
    showOnCanadaSite: true,
    showOnInternationalSite: true,
  },
  {
    id: 6,
    columnTitle: 'Our Family of Brands',
    columnLinks: [
      { title: BRAND.sisterName, url: EXTERNAL.sisterBrand },
      { title: BRAND.trailerName, url: EXTERNAL.trailer },
    ],
    showOnCanadaSite: false,
    showOnInternationalSite: false,
  },
];

export const footer: Footer = {
  topFooter: columns,
  bottomFooter: {
    contactInfo: [
      { id: 1, title: 'Catering', value: BRAND.cateringPhone },
      { id: 2, title: 'Guest Relations', value: BRAND.guestRelationsPhone },
    ],
    socialMedia: [
      { id: 1, url: EXTERNAL.facebook, socialImage: IMAGES.facebook },
      { id: 2, url: EXTERNAL.instagram, socialImage: IMAGES.instagram },
      { id: 3, url: EXTERNAL.x, socialImage: IMAGES.x },
      { id: 4, url: EXTERNAL.tiktok, socialImage: IMAGES.tiktok },
      { id: 5, url: EXTERNAL.youtube, socialImage: IMAGES.youtube },
    ],
    footerCta: [
      { url: EXTERNAL.appStore, externalLink: true, footerCtaImage: IMAGES.appStore },
      { url: EXTERNAL.googlePlay, externalLink: true, footerCtaImage: IMAGES.googlePlay },
    ],
    footerCopyright: `© [year] ${BRAND.name}. All rights reserved.`,
    // The privacy links follow the market's law: the footer adds them from the market configuration.
    generalInfoThirdRow: [
      { title: 'Terms and Conditions', label: 'Terms', url: '/legal/terms-and-conditions', pdf: null },
      { title: 'Cookie Policy', label: 'Cookies', url: null, pdf: { url: PDF.cookiePolicy } },
      { title: 'Sitemap', label: 'Sitemap', url: '/sitemap', pdf: null },
    ],
  },
  socialTitle: 'Follow Us',
  socialTitleVariants: { 'fr-ca': 'Suivez-nous', 'pt-br': 'Siga-nos', 'ja-jp': 'フォローする', 'es-mx': 'Síguenos' },
};
