/** The banners above the header (international site, promotions) mounted by the layout. */
import { InternationalBanner } from './international-banner';
import { PromotionsBar } from './promotions-bar';

export function TopBanners() {
  return (
    <>
      <InternationalBanner />
      <PromotionsBar />
    </>
  );
}
