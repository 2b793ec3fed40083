/** The banners above the header (international site, a cart from another market, promotions) mounted by the layout. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { cartElsewhere } from '@/domain/ordering/cart-market';
import { useOrderSummary } from '@/lib/order-context';
import { useMarket } from '@/lib/use-market';
import { PromotionsBar } from './promotions-bar';

// The international banner renders nothing until the browser has asked where the visitor is, so
// it and its geo lookup are a chunk of their own, mounted once the page is hydrated (never on the
// server, where it would only be an empty Suspense boundary).
const InternationalBanner = lazy(() => import('./international-banner').then((module) => ({ default: module.InternationalBanner })));

// Only a diner whose cart belongs to another market meets this one, so it too comes when needed.
const CartElsewhereBanner = lazy(() => import('./cart-elsewhere-banner').then((module) => ({ default: module.CartElsewhereBanner })));

export function TopBanners() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { currency } = useOrderSummary();
  const { locale } = useMarket();
  const elsewhere = cartElsewhere(currency, locale);
  return (
    <>
      {hydrated && (
        <Suspense fallback={null}>
          <InternationalBanner />
          {elsewhere && <CartElsewhereBanner offer={elsewhere} />}
        </Suspense>
      )}
      <PromotionsBar />
    </>
  );
}
