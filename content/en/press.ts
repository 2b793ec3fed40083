import { BRAND, EXTERNAL } from '../brand';
import type { PressPage } from '@/domain/content/types';

export const press: PressPage = {
  heading: 'Press',
  intro: `News and media resources from ${BRAND.name}. For interviews, photos or a visit to the pit, contact our media team.`,
  mediaContact: BRAND.mediaEmail,
  releases: [
    { id: 1, date: '2025-03-04', title: "Whitlock's opens its 650th restaurant", summary: 'The milestone restaurant in Boise, Idaho brings the chain to 44 states.', url: `${EXTERNAL.pressReleases}/650th-restaurant` },
    { id: 2, date: '2024-11-12', title: 'Hometown Foundation passes one million meals', summary: 'Franchise partners and guests have now served a million meals to first responders.', url: `${EXTERNAL.pressReleases}/one-million-meals` },
    { id: 3, date: '2024-06-18', title: 'A new rewards program with mystery rewards', summary: 'Members earn points on every order and unlock surprise rewards as they visit.', url: `${EXTERNAL.pressReleases}/new-rewards` },
    { id: 4, date: '2023-09-05', title: 'Thirty years of franchising', summary: 'The first franchise partner, in Shreveport, celebrates three decades with the brand.', url: `${EXTERNAL.pressReleases}/thirty-years-of-franchising` },
  ],
  releasesCta: { label: 'All Press Releases', url: EXTERNAL.pressReleases },
  blogCta: { label: 'Read the Blog', url: '/press/blog' },
};
