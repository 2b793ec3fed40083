import { BRAND, EXTERNAL } from '../brand';
import type { FranchisePage, LegalDocument } from '@/domain/content/types';

const N = BRAND.name;

export const legalTerms: LegalDocument = {
  heading: 'Terms and Conditions',
  updated: '2025-01-15',
  intro: `These terms apply when you use the ${N} website, mobile app, online ordering, catering quotes and rewards program. By using them you agree to these terms.`,
  sections: [
    { id: 'ordering', heading: 'Online ordering', blocks: [
      { type: 'paragraph', text: 'Prices, menu items and availability are set by each restaurant and may differ from what you see in a restaurant. Your order is confirmed when you receive an order number.' },
      { type: 'paragraph', text: 'Pickup and delivery times are estimates. We will contact you if your restaurant cannot fulfil your order as placed.' },
    ] },
    { id: 'catering', heading: 'Catering quotes', blocks: [
      { type: 'paragraph', text: 'A catering quote is valid for seven days. Your event is booked once you accept the quote and pay, or once a house account is approved.' },
    ] },
    { id: 'rewards', heading: 'Rewards', blocks: [
      { type: 'list', items: ['One account per person.', 'Points have no cash value and cannot be transferred.', 'Points expire after twelve months without activity.', 'We may end or change the program with thirty days notice.'] },
    ] },
    { id: 'accounts', heading: 'Your account', blocks: [
      { type: 'paragraph', text: 'Keep your password private. Tell us promptly if you think someone else has used your account.' },
    ] },
    { id: 'privacy', heading: 'Privacy', blocks: [
      { type: 'paragraph', text: 'Our privacy policy, CCPA policy and cookie policy explain what we collect and why. They are part of these terms.' },
    ] },
    { id: 'contact', heading: 'Contact', blocks: [
      { type: 'paragraph', text: `Questions about these terms? Call guest relations at ${BRAND.guestRelationsPhone}.` },
    ] },
  ],
};

export const franchiseInfo: FranchisePage = {
  heading: 'Own a Barbecue Restaurant',
  intro: `Since 1994 franchise partners have brought ${N} to their hometowns. Today the system counts between 550 and 650 locations, depending on the season and the openings in progress.`,
  blocks: [
    { type: 'heading', text: 'Why partner with us' },
    { type: 'list', items: ['A recipe and a brand with more than eighty years of history', 'Pitmaster training for you and your crew before you open', 'Site selection, design and construction support', 'Catering and online ordering built in from day one', 'Field coaches who visit your restaurant every quarter'] },
    { type: 'heading', text: 'Who we look for' },
    { type: 'paragraph', text: 'Owner-operators and restaurant groups who love hospitality, lead from the floor and want to be part of their community.' },
  ],
  stats: [
    { label: 'Founded', value: '1941' },
    { label: 'Franchising since', value: '1994' },
    { label: 'Restaurants', value: '650+' },
    { label: 'States', value: '44' },
  ],
  cta: { label: 'Request Franchise Information', url: EXTERNAL.franchise },
};
