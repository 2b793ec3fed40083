/**
 * The three policies published as PDFs (content/build-pdfs.ts). English is the governing text;
 * the PDFs use the standard PDF fonts, so they are written in English only.
 */
import { BRAND } from '../brand';
import type { LegalDocument } from '@/domain/content/types';

const N = BRAND.name;
const CONTACT = `Write to ${BRAND.privacyEmail} or call ${BRAND.guestRelationsPhone}.`;

export const privacyPolicy: LegalDocument = {
  heading: 'Privacy Policy',
  updated: '2025-01-15',
  intro: `${N} ("we") respects your privacy. This policy explains what personal information we collect when you visit our restaurants, website or app, how we use it and the choices you have.`,
  sections: [
    { id: 'collect', heading: 'What we collect', blocks: [
      { type: 'list', items: ['Contact details you give us: name, email address, phone number and delivery address.', 'Order history, catering quotes and rewards activity.', 'Payment details, which our payment processor keeps; we store only a token and the last four digits of a card.', 'Device and usage information such as browser type, pages visited and approximate location from your IP address.'] },
    ] },
    { id: 'use', heading: 'How we use it', blocks: [
      { type: 'list', items: ['To take, prepare and deliver your orders and catering events.', 'To run the rewards program and send the offers you ask for.', 'To answer your questions and feedback.', 'To keep our services secure and prevent fraud.', 'To understand how our site is used and make it better.'] },
    ] },
    { id: 'share', heading: 'Who we share it with', blocks: [
      { type: 'paragraph', text: 'We share information with the restaurant that fulfils your order (many are independently owned franchises), with service providers who work for us under contract, and when the law requires it. We do not sell your personal information for money.' },
    ] },
    { id: 'choices', heading: 'Your choices', blocks: [
      { type: 'paragraph', text: 'You can update your profile at any time, unsubscribe from marketing emails with the link in each message, and ask us to delete your account.' },
    ] },
    { id: 'security', heading: 'Security and retention', blocks: [
      { type: 'paragraph', text: 'We protect information with encryption in transit, access controls and regular reviews. We keep it only as long as we need it for the purposes above or as the law requires.' },
    ] },
    { id: 'children', heading: 'Children', blocks: [
      { type: 'paragraph', text: 'Our online services are not directed to children under 13, and we do not knowingly collect their personal information.' },
    ] },
    { id: 'contact', heading: 'Contact us', blocks: [{ type: 'paragraph', text: CONTACT }] },
  ],
};

export const ccpaPolicy: LegalDocument = {
  heading: 'California Privacy Notice (CCPA)',
  updated: '2025-01-15',
  intro: `This notice supplements our privacy policy for California residents under the California Consumer Privacy Act, as amended by the California Privacy Rights Act.`,
  sections: [
    { id: 'rights', heading: 'Your rights', blocks: [
      { type: 'list', items: ['Right to know what personal information we collect, use and disclose.', 'Right to delete personal information we hold about you, with some exceptions.', 'Right to correct inaccurate personal information.', 'Right to opt out of the sale or sharing of personal information.', 'Right to limit the use of sensitive personal information.', 'Right not to be treated differently for exercising these rights.'] },
    ] },
    { id: 'categories', heading: 'Categories we collect', blocks: [
      { type: 'paragraph', text: 'Identifiers, commercial information (orders and rewards), internet activity, approximate geolocation and inferences about your preferences. We collect them from you, your devices and our restaurants.' },
    ] },
    { id: 'requests', heading: 'How to make a request', blocks: [
      { type: 'paragraph', text: 'Use the CCPA privacy request form on our website, or the Do Not Sell or Share My Personal Information page to opt out. We will confirm your request within 10 days and answer within 45 days.' },
      { type: 'paragraph', text: 'We verify requests by matching the details you give with those in our records. An authorised agent may make a request for you with your signed permission.' },
    ] },
    { id: 'gpc', heading: 'Global Privacy Control', blocks: [
      { type: 'paragraph', text: 'We treat a Global Privacy Control signal from your browser as a request to opt out of sale and sharing for that browser.' },
    ] },
    { id: 'contact', heading: 'Contact us', blocks: [{ type: 'paragraph', text: CONTACT }] },
  ],
};

export const cookiePolicy: LegalDocument = {
  heading: 'Cookie Policy',
  updated: '2026-11-29',
  intro: `This policy explains the cookies and similar technologies ${N} uses on its website and how you can control them.`,
  sections: [
    { id: 'what', heading: 'What cookies are', blocks: [
      { type: 'paragraph', text: 'Cookies are small text files a website stores in your browser. They let the site remember you between pages and visits.' },
    ] },
    { id: 'kinds', heading: 'The cookies we use', blocks: [
      { type: 'list', items: ['Essential: your sign-in, your cart, your chosen restaurant and how you want your order (carryout or delivery).', 'Ordering fairness: a random device number (hickory_device), made in your browser when you first order and kept for one year, so one guest cannot hold more than a few orders for the same pick-up time. It is used for nothing else.', 'Preferences: your language, your country site and whether you have dismissed a banner.', 'Consent: the record of your cookie choice, kept for two years.', 'Analytics: which pages are visited, so we can improve the site.'] },
    ] },
    { id: 'control', heading: 'Your choices', blocks: [
      { type: 'paragraph', text: 'You can accept cookies in our banner, and you can delete or block cookies in your browser settings at any time. Blocking essential cookies will stop online ordering from working.' },
    ] },
    { id: 'contact', heading: 'Contact us', blocks: [{ type: 'paragraph', text: CONTACT }] },
  ],
};
