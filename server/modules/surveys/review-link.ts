/**
 * Where a restaurant is reviewed: the reviews tab of its Facebook page, the one network in its
 * store data that takes reviews. A restaurant without a Facebook page cannot be reviewed.
 */
import { DEFAULT_COUNTRY, parseCountryCode } from '@/domain/markets';
import type { ReviewLocatedByName, WireReviewUs } from '@/domain/wire/order-feedback';
import type { ReviewStore } from './order-feedback-repository';

export function reviewUrlOf(store: Pick<ReviewStore, 'socialNetworks'>): string | null {
  const page = store.socialNetworks.find((network) => network.network === 'facebook')?.url.trim();
  if (!page || !/^https?:\/\//i.test(page)) return null;
  return `${page.replace(/\/+$/, '')}/reviews`;
}

export function presentReview(store: ReviewStore, locatedBy: ReviewLocatedByName): WireReviewUs | null {
  const reviewUrl = reviewUrlOf(store);
  if (!reviewUrl) return null;
  const countryCode = parseCountryCode(store.countryCode) ?? DEFAULT_COUNTRY;
  return { store: { id: store.id, title: store.title, localTitle: store.localTitle, countryCode, city: store.city, state: store.state }, reviewUrl, locatedBy };
}
