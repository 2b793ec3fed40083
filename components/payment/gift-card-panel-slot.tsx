/**
 * The gift card panel where a payment page shows it: a chunk of its own, fetched when the diner
 * picks "Gift card" (the card form is the method a payment page opens with), so the pages'
 * first load does not carry the panel and its form.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { GiftCardPanel as Panel } from './gift-card-panel';

const GiftCardPanel = lazy(() => import('./gift-card-panel').then((module) => ({ default: module.GiftCardPanel })));

export function GiftCardPanelSlot(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <GiftCardPanel {...props} />
    </Suspense>
  );
}
