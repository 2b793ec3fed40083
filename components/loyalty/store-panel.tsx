/**
 * The rewards store: each item with its price in points and Redeem. An item the diner cannot
 * afford says how many points are missing. Redeeming answers with the new balance and the
 * reward, which the page adds to the wallet; the success line says where it went.
 */
import { useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import { AccountSection, Entries, EntryActions, ListStatus, SmallButton } from '@/components/account/account-ui';
import { useAccountAction } from '@/components/account/use-account-action';
import { redeemStoreItem, type Redemption, type StoreItem } from '@/lib/api/loyalty';
import { useMarket } from '@/lib/use-market';
import styles from './store-panel.module.css';

type Props = { items: StoreItem[]; spendable: number; onRedeemed: (redemption: Redemption) => void };

/** A fresh key per click: a retried request of the same click buys once. */
function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function StorePanel({ items, spendable, onRedeemed }: Props) {
  const { t } = useMarket();
  const { pending, error, run } = useAccountAction();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  async function redeem(item: StoreItem) {
    setBusyId(item.itemId);
    setDone(null);
    const result = await run((ctx) => redeemStoreItem(ctx, item.itemId, newKey()));
    setBusyId(null);
    if (!result.ok) return;
    onRedeemed(result.value);
    setDone(t('loyalty.store.redeemed', { title: item.title }));
    requestAnimationFrame(() => doneRef.current?.focus());
  }

  return (
    <AccountSection id="loyalty-store" title={t('loyalty.store.title')} busy={pending}>
      <p>{t('loyalty.store.intro')}</p>
      <ListStatus loading={false} error={error} empty={items.length === 0} emptyText={t('loyalty.store.empty')} />
      {done && (
        <Success role="status" tabIndex={-1} ref={doneRef}>
          {done}
        </Success>
      )}
      {items.length > 0 && (
        <Entries aria-label={t('loyalty.store.title')}>
          {items.map((item) => {
            const short = item.points - spendable;
            return (
              <li key={item.itemId}>
                <div>
                  <strong>{item.title}</strong>
                  <div>{t.count('loyalty.store.cost', item.points)}</div>
                  {short > 0 && <Muted>{t('loyalty.store.short', { count: short.toLocaleString() })}</Muted>}
                </div>
                <EntryActions>
                  <SmallButton
                    type="button"
                    disabled={pending || short > 0}
                    aria-label={t('loyalty.store.redeemOne', { title: item.title, points: String(item.points) })}
                    onClick={() => void redeem(item)}
                  >
                    {busyId === item.itemId ? t('loyalty.store.redeeming') : t('loyalty.store.redeem')}
                  </SmallButton>
                </EntryActions>
              </li>
            );
          })}
        </Entries>
      )}
    </AccountSection>
  );
}

const Success = classed('p', styles.success);

const Muted = classed('div', styles.muted);
