/**
 * /staff/menu: the store's items by menu and section, each with a "Sold out today" checkbox
 * (every staff role; it comes back on its own when the store opens on its next business day)
 * and, for brand admins, its serving times and holiday flag. A member with several stores picks
 * one (a form that works without script too). What happened, or why it was refused, is said
 * above the list.
 */
import { useState } from 'react';
import { htmlLang } from '@/domain/markets';
import { setItemServing, setItemSoldOut, type StaffMenu, type StaffMenuItem } from '@/lib/api/staff-menu';
import type { StaffMember } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';
import { ConsolePage } from '../console-page';
import { ConsoleNoticeLine } from '../console-notice';
import { StorePicker } from '../store-picker';
import { AvailabilityTable } from './availability-table';
import { ServingPanel } from './serving-panel';
import { useMenuAvailability } from './use-menu-availability';

export type MenuAvailabilityData = { staff: StaffMember; menu: StaffMenu | null };

export function MenuAvailabilityTemplate({ staff, menu: initial }: MenuAvailabilityData) {
  const { locale, t } = useMarket();
  const { menu, notice, busy, run, ctx } = useMenuAvailability(initial);
  const [editing, setEditing] = useState<StaffMenuItem | null>(null);
  const store = menu?.store ?? null;
  // On the store's clock, so the server and the browser write the same text.
  const until = new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'long', hour: 'numeric', minute: '2-digit', timeZone: store?.timeZone ?? 'UTC' });
  const untilText = (iso: string) => until.format(new Date(iso));

  const handleSoldOut = (item: StaffMenuItem, soldOut: boolean) => {
    if (!store) return;
    void run(
      () => setItemSoldOut(ctx(), store.id, item.id, soldOut),
      (answer) => (answer.soldOutUntil ? t('staffMenu.done.soldOut', { item: item.title, when: untilText(answer.soldOutUntil) }) : t('staffMenu.done.back', { item: item.title })),
    );
  };

  return (
    <ConsolePage staff={staff} title={t('staffMenu.title')} current="menu">
      <p>{t('staffMenu.intro')}</p>
      <StorePicker stores={staff.stores} storeId={store?.id} path="/staff/menu" id="menu-store" label={t('staffMenu.store')} button={t('staffMenu.show')} />
      <ConsoleNoticeLine notice={notice} />
      {!menu ? (
        <p>{t('staffMenu.noStores')}</p>
      ) : (
        <>
          <h2>{menu.store.title}</h2>
          {menu.sections.length === 0 && <p>{t('staffMenu.empty')}</p>}
          {editing && (
            <ServingPanel
              key={editing.id}
              item={editing}
              busy={busy}
              onCancel={() => setEditing(null)}
              onSave={async (serving) => {
                const done = await run(() => setItemServing(ctx(), menu.store.id, editing.id, serving), () => t('staffMenu.done.serving', { item: editing.title }));
                if (done) setEditing(null);
                return done;
              }}
            />
          )}
          {menu.sections.map((section) => (
            <AvailabilityTable
              key={section.id}
              section={section}
              mayChangeServing={menu.mayChangeServing}
              busy={busy}
              untilText={untilText}
              onSoldOut={handleSoldOut}
              onChangeServing={setEditing}
            />
          ))}
        </>
      )}
    </ConsolePage>
  );
}

