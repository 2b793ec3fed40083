/**
 * The delivery finder: a full address, then the nearest store that takes online orders is
 * checked against its delivery radius for the category's menu. In
 * range: that store. Out of range: the API's verdict in words and the stores that do deliver.
 * The other nearby stores can be checked too (a diner may want a particular one).
 */
import { useState } from 'react';
import { failureText } from '@/lib/api/failure-text';
import { categoryIdOf, ORDER_CATEGORY } from '@/domain/ordering/handoffs';
import type { DeliveryRadius, StoreMatch } from '@/lib/api/ordering-view';
import { checkDeliveryRadius, searchStores } from '@/lib/api/ordering';
import { writeDeliveryAddress, type DeliveryAddress } from '@/lib/order-cookies';
import { useMarket } from '@/lib/use-market';
import { DeliveryAddressForm } from './delivery-address-form';
import { DeliveryVerdict } from './delivery-verdict';
import { OtherStores } from './other-stores';
import { ErrorText } from './store-search-form';

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'no-store' }
  | { kind: 'checked'; address: DeliveryAddress; nearby: StoreMatch[]; store: StoreMatch; radius: DeliveryRadius }
  | { kind: 'failed'; message: string };

type Props = { categorySlug: string; initialAddress: DeliveryAddress | null };

export function DeliveryFinder({ categorySlug, initialAddress }: Props) {
  const { locale, t } = useMarket();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const categoryId = categoryIdOf(categorySlug) ?? ORDER_CATEGORY.everyday;

  const check = async (address: DeliveryAddress, nearby: StoreMatch[], store: StoreMatch) => {
    const radius = await checkDeliveryRadius({ locale }, store.id, categoryId, address);
    if (radius.deliverable || radius.alternatives.length > 0) writeDeliveryAddress(address);
    setState({ kind: 'checked', address, nearby, store, radius });
  };

  const run = async (task: () => Promise<void>) => {
    setState({ kind: 'checking' });
    try {
      await task();
    } catch (error) {
      setState({ kind: 'failed', message: await failureText(t, error, { locale }) });
    }
  };

  /** A full address: check the nearest store that takes online orders. */
  const handleAddress = (address: DeliveryAddress) =>
    run(async () => {
      const found = await searchStores({ locale }, { q: address.zip });
      const nearby = found.data.filter((candidate) => candidate.orderable);
      if (nearby.length === 0) setState({ kind: 'no-store' });
      else await check(address, nearby, nearby[0]!);
    });

  /** The diner wants another nearby store: check that one instead. */
  const handleStore = (address: DeliveryAddress, nearby: StoreMatch[], store: StoreMatch) =>
    run(() => check(address, nearby, store));

  return (
    <>
      <DeliveryAddressForm initial={initialAddress} busy={state.kind === 'checking'} onSubmit={handleAddress} />
      <div aria-live="polite">
        {state.kind === 'checking' && <p>{t('ordering.delivery.checking')}</p>}
        {state.kind === 'no-store' && <p role="status">{t('ordering.delivery.noStores')}</p>}
        {state.kind === 'failed' && <ErrorText role="alert">{state.message}</ErrorText>}
      </div>
      {state.kind === 'checked' && (
        <>
          <DeliveryVerdict store={state.store} radius={state.radius} categorySlug={categorySlug} />
          <OtherStores
            stores={state.nearby.filter((store) => store.id !== state.store.id)}
            onCheck={(store) => handleStore(state.address, state.nearby, store)}
          />
        </>
      )}
    </>
  );
}
