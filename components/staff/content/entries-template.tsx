/**
 * /staff/content/entries/[kind]: the deals, the catering FAQ's questions or the press releases of
 * one language, in the order diners see them, each with where it stands; move one up or down,
 * publish it now or at a chosen day and time (a scheduled one says when, and its schedule can be
 * called off), unpublish it, edit it, or write a new one (a draft, last in the list). The language
 * is chosen through a plain form (it sends the same query to the page).
 */
import { useState } from 'react';
import type { ContentImage } from '@/domain/content/types';
import {
  changeStaffEntry,
  createStaffEntry,
  fetchStaffEntries,
  moveStaffEntry,
  publishStaffEntry,
  unpublishStaffEntry,
  type StaffContentEntries,
  type StaffContentEntry,
  type StaffEntryFields,
  type StaffEntryKind,
} from '@/lib/api/staff-content-entries';
import type { StaffContentLocale } from '@/lib/api/staff-content';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { ConsoleButton, ConsolePage } from '../console-page';
import { useConsoleResource } from '../use-console-resource';
import { ContentNotice } from './content-notice';
import { ContentListFilters, ContentTable, LocaleSelect, StatusCell } from './content-list';
import { EntryForm } from './entry-form';
import { EntryScheduleForm } from './entry-schedule-form';
import { instantText, localeName } from './post-texts';
import styles from './content.module.css';

export type EntriesData = { staff: StaffMember; kind: StaffEntryKind; locale: StaffContentLocale; list: StaffContentEntries };

/** The words that name an entry in the list: a deal's or release's title, a question. */
function nameOf(entry: StaffContentEntry): string {
  return entry.fields.title ?? entry.fields.question ?? String(entry.id);
}

export function EntriesTemplate({ staff, kind, locale: listLocale, list: initial }: EntriesData) {
  const { locale, t } = useMarket();
  const { value: list, notice, busy, run, ctx } = useConsoleResource(initial, (context) => fetchStaffEntries(context, kind, listLocale));
  const [editing, setEditing] = useState<StaffContentEntry | null>(null);
  const [scheduling, setScheduling] = useState<StaffContentEntry | null>(null);
  const [round, setRound] = useState(0);
  const images: ContentImage[] = list.images;
  const language = localeName(t, listLocale);

  const handleSave = async (fields: StaffEntryFields): Promise<boolean> => {
    if (editing) {
      const done = await run(() => changeStaffEntry(ctx(), editing.id, fields), t('staffContent.done.saved'));
      if (done) setEditing(null);
      return done;
    }
    const name = fields.title ?? fields.question ?? '';
    const done = await run(() => createStaffEntry(ctx(), kind, listLocale, fields), t('staffContent.done.created', { title: name }));
    if (done) setRound((value) => value + 1);
    return done;
  };

  const handleSchedule = async (entry: StaffContentEntry, at: string): Promise<boolean> => {
    const done = await run(() => publishStaffEntry(ctx(), entry.id, at), t('staffContent.done.scheduled', { title: nameOf(entry), time: instantText(locale, at) }));
    if (done) setScheduling(null);
    return done;
  };

  return (
    <ConsolePage staff={staff} title={t.dynamic(`staffContent.entries.title.${kind}`, kind)} current="content" atSectionPage={false}>
      <p>
        <MarketLink href="/staff/content">{t('staffContent.entries.back')}</MarketLink>
      </p>
      <p>{t.dynamic(`staffContent.entries.intro.${kind}`, kind)}</p>
      <ContentListFilters path={`/staff/content/entries/${kind}`} label={t('staffContent.entries.languageLabel')}>
        <LocaleSelect id="entries-locale" value={listLocale} />
      </ContentListFilters>
      <ContentNotice notice={notice} />
      {list.entries.length === 0 ? (
        <p>{t('staffContent.entries.empty', { language })}</p>
      ) : (
        <ContentTable caption={t.dynamic(`staffContent.entries.caption.${kind}`, kind, { language })} columns={[t('staffContent.table.title'), t('staffContent.table.status'), t('staffContent.table.actions')]}>
          {list.entries.map((entry, index) => {
            const name = nameOf(entry);
            return (
              <tr key={entry.id}>
                <th scope="row">{name}</th>
                <StatusCell status={entry.status} scheduledAt={entry.status === 'scheduled' ? entry.publishedAt : null} />
                <td>
                  <Actions>
                    <ConsoleButton type="button" disabled={busy} aria-label={t('staffContent.edit', { title: name })} onClick={() => setEditing(entry)}>
                      {t('staffContent.table.edit')}
                    </ConsoleButton>
                    {entry.status === 'draft' ? (
                      <ConsoleButton
                        type="button"
                        disabled={busy}
                        aria-label={t('staffContent.entry.publishOf', { title: name })}
                        onClick={() => void run(() => publishStaffEntry(ctx(), entry.id), t('staffContent.entry.published', { title: name }))}
                      >
                        {t('staffContent.publish.now')}
                      </ConsoleButton>
                    ) : entry.status === 'scheduled' ? (
                      <ConsoleButton
                        type="button"
                        disabled={busy}
                        aria-label={t('staffContent.entry.cancelScheduleOf', { title: name })}
                        onClick={() => void run(() => unpublishStaffEntry(ctx(), entry.id), t('staffContent.entry.scheduleCancelled', { title: name }))}
                      >
                        {t('staffContent.entry.cancelSchedule')}
                      </ConsoleButton>
                    ) : (
                      <ConsoleButton
                        type="button"
                        disabled={busy}
                        aria-label={t('staffContent.entry.unpublishOf', { title: name })}
                        onClick={() => void run(() => unpublishStaffEntry(ctx(), entry.id), t('staffContent.done.unpublished', { title: name }))}
                      >
                        {t('staffContent.publish.unpublish')}
                      </ConsoleButton>
                    )}
                    {entry.status !== 'published' && (
                      <ConsoleButton type="button" disabled={busy} aria-label={t('staffContent.entry.scheduleOf', { title: name })} onClick={() => setScheduling(entry)}>
                        {t('staffContent.publish.schedule')}
                      </ConsoleButton>
                    )}
                    <ConsoleButton
                      type="button"
                      disabled={busy || index === 0}
                      aria-label={t('staffContent.entry.upOf', { title: name })}
                      onClick={() => void run(() => moveStaffEntry(ctx(), entry.id, 'up'), t('staffContent.entry.moved', { title: name }))}
                    >
                      {t('staffContent.entry.up')}
                    </ConsoleButton>
                    <ConsoleButton
                      type="button"
                      disabled={busy || index === list.entries.length - 1}
                      aria-label={t('staffContent.entry.downOf', { title: name })}
                      onClick={() => void run(() => moveStaffEntry(ctx(), entry.id, 'down'), t('staffContent.entry.moved', { title: name }))}
                    >
                      {t('staffContent.entry.down')}
                    </ConsoleButton>
                  </Actions>
                </td>
              </tr>
            );
          })}
        </ContentTable>
      )}
      {scheduling && (
        <EntryScheduleForm
          key={`schedule-${scheduling.id}`}
          title={nameOf(scheduling)}
          busy={busy}
          onSchedule={(at) => handleSchedule(scheduling, at)}
          onClose={() => setScheduling(null)}
        />
      )}
      <EntryForm
        key={editing ? `edit-${editing.id}` : `new-${round}`}
        kind={kind}
        entry={editing}
        images={images}
        busy={busy}
        title={editing ? t('staffContent.entry.editTitle', { title: nameOf(editing) }) : t.dynamic(`staffContent.entries.new.${kind}`, kind, { language })}
        onSave={handleSave}
        onCancel={() => setEditing(null)}
      />
    </ConsolePage>
  );
}

const Actions = classed('div', styles.actions);
