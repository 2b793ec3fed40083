/**
 * /staff/stores/new and /staff/stores/[storeId]: a new store's form (brand admins), or a store's
 * page with its details (brand admins edit them; store managers read them) and its ordering
 * (store managers of the store too). A new store goes on to its own page, which says it was added.
 */
import { useRouter } from 'next/router';
import { useState } from 'react';
import { MarketLink } from '@/components/common/market-link';
import { localizedPath } from '@/domain/markets';
import type { StaffMember } from '@/lib/api/staff-view';
import { addStaffStore, changeStaffStoreDetails, changeStaffStoreOrdering, type StaffStore, type StaffStoreChoices, type StaffStoreSummary } from '@/lib/api/staff-stores';
import { useMarket } from '@/lib/use-market';
import { ConsolePage } from '../console-page';
import { StoreForm } from './store-form';
import { detailsOf, newStoreValues, orderingOf, storeValues } from './store-form-values';
import { StoreNotice } from './store-notice';
import { StorePauses } from './store-pauses';
import type { StorePauses as StorePausesData } from '@/lib/api/staff-pauses';
import { useStoreAction } from './use-store-action';

export type NewStoreData = { staff: StaffMember; choices: StaffStoreChoices; stores: StaffStoreSummary[] };
export type StorePageData = { staff: StaffMember; store: StaffStore; choices: StaffStoreChoices; added: boolean; pauses: StorePausesData };

export function NewStoreTemplate({ staff, choices, stores }: NewStoreData) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const { notice, busy, run, ctx } = useStoreAction();
  const [initial] = useState(() => newStoreValues(choices));

  return (
    <ConsolePage staff={staff} title={t('staffStores.addTitle')} current="stores" atSectionPage={false}>
      <p>
        <MarketLink href="/staff/stores">{t('staffStores.allStores')}</MarketLink>
      </p>
      <StoreNotice notice={notice} />
      <StoreForm
        id="staff-store-new"
        label={t('staffStores.addTitle')}
        parts={['details', 'ordering']}
        choices={choices}
        initialValues={initial}
        hoursFrom={stores}
        submitLabel={t('staffStores.create')}
        busy={busy}
        onSubmit={async (values) => {
          const body = { ...detailsOf(values), ...orderingOf(values), hoursFromStoreId: values.hoursFrom === '' ? null : Number(values.hoursFrom) };
          const store = await run(() => addStaffStore(ctx(), body), (added) => t('staffStores.done.created', { title: added.title }));
          if (store) await router.push(`${localizedPath(locale, `/staff/stores/${store.id}`)}?added=1`);
        }}
      />
    </ConsolePage>
  );
}

export function StorePageTemplate({ staff, store: initial, choices, added, pauses }: StorePageData) {
  const { t } = useMarket();
  const [store, setStore] = useState(initial);
  const { notice, busy, run, ctx } = useStoreAction();
  const shown = notice ?? (added ? { kind: 'done' as const, text: t('staffStores.done.created', { title: store.title }) } : null);

  return (
    <ConsolePage staff={staff} title={store.title} current="stores" atSectionPage={false}>
      <p>
        <MarketLink href="/staff/stores">{t('staffStores.allStores')}</MarketLink>
      </p>
      <StoreNotice notice={shown} />
      <StorePauses initial={pauses} />
      {store.canChangeDetails ? (
        <StoreForm
          id="staff-store-details"
          label={t('staffStores.section.details')}
          parts={['details']}
          choices={choices}
          initialValues={storeValues(store)}
          submitLabel={t('staffStores.saveDetails')}
          busy={busy}
          onSubmit={async (values) => {
            const saved = await run(() => changeStaffStoreDetails(ctx(), store.id, detailsOf(values)), (changed) => t('staffStores.done.details', { title: changed.title }));
            if (saved) setStore(saved);
          }}
        />
      ) : (
        <p>
          {`${store.address}, ${store.city} ${store.zip}`}
          <br />
          {t('staffStores.detailsReadOnly')}
        </p>
      )}
      <StoreForm
        id="staff-store-ordering"
        label={t('staffStores.section.ordering')}
        parts={['ordering']}
        choices={choices}
        initialValues={storeValues(store)}
        submitLabel={t('staffStores.saveOrdering')}
        busy={busy}
        onSubmit={async (values) => {
          const saved = await run(() => changeStaffStoreOrdering(ctx(), store.id, orderingOf(values)), (changed) => t('staffStores.done.ordering', { title: changed.title }));
          if (saved) setStore(saved);
        }}
      />
    </ConsolePage>
  );
}
