/** The banners above the header (international site, promotions) mounted by the layout. */
import { lazy, Suspense } from 'react';
import { PromotionsBar } from './promotions-bar';

// The international banner renders nothing until the browser has asked where the visitor is
// (never on the server), so it and its geo lookup are a chunk of their own, fetched after hydration.
const InternationalBanner = lazy(() => import('./international-banner').then((module) => ({ default: module.InternationalBanner })));

export function TopBanners() {
  return (
    <>
      <Suspense fallback={null}>
        <InternationalBanner />
      </Suspense>
      <PromotionsBar />
    </>
  );
}
