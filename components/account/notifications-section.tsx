/** Notifications: newest first, unread ones marked, each can be marked read or unread. */
import { useState } from 'react';
import type { AccountNotification, AccountNotifications } from '@/lib/api/profile-view';
import { markNotification } from '@/lib/api/profile';
import { useMarket } from '@/lib/use-market';
import { AccountSection, Badge, Entries, ListStatus, LoadFailed, SmallButton } from './account-ui';
import { formatDate } from './dates';
import type { SectionData } from './section-state';
import { useAccountAction } from './use-account-action';

export function NotificationsSection({ initial }: { initial: SectionData<AccountNotifications> }) {
  const { locale, t } = useMarket();
  const { pending, error, run } = useAccountAction();
  const [items, setItems] = useState<AccountNotification[]>(initial.ok ? initial.data.data : []);
  const unread = items.filter((item) => !item.read).length;

  const handleMark = async (item: AccountNotification) => {
    const result = await run((ctx) => markNotification(ctx, item.id, !item.read));
    if (result.ok) setItems((current) => current.map((entry) => (entry.id === item.id ? result.value : entry)));
  };

  const title = unread > 0 ? `${t('account.notifications.title')} (${t.count('account.notifications.unread', unread)})` : t('account.notifications.title');
  return (
    <AccountSection id="notifications" title={title} busy={pending}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      <ListStatus loading={pending} error={error} empty={initial.ok && items.length === 0} emptyText={t('account.notifications.empty')} />
      <Entries>
        {items.map((item) => (
          <li key={item.id}>
            <span>
              {!item.read && <Badge>{t('account.notifications.new')}</Badge>} {item.text}
              <div>
                <small>{formatDate(item.createdAt, locale)}</small>
              </div>
            </span>
            <SmallButton type="button" disabled={pending} onClick={() => handleMark(item)} aria-label={`${item.read ? t('account.notifications.markUnread') : t('account.notifications.markRead')}: ${item.text}`}>
              {item.read ? t('account.notifications.markUnread') : t('account.notifications.markRead')}
            </SmallButton>
          </li>
        ))}
      </Entries>
    </AccountSection>
  );
}
