/** The banners above the header (international site, promotions) mounted by the layout. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { PromotionsBar } from './promotions-bar';

// The international banner renders nothing until the browser has asked where the visitor is, so
// it and its geo lookup are a chunk of their own, mounted once the page is hydrated (never on the
// server, where it would only be an empty Suspense boundary).
const InternationalBanner = lazy(() => import('./international-banner').then((module) => ({ default: module.InternationalBanner })));

export function TopBanners() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      {hydrated && (
        <Suspense fallback={null}>
          <InternationalBanner />
        </Suspense>
      )}
      <PromotionsBar />
    </>
  );
}
