/**
 * Where a post or a document stands and what can be done: publish now, publish at a chosen day and
 * time (on the brand's clocks, the zone said beside the field), or unpublish after confirming. A scheduled post goes public
 * by itself once its time has come; a published document whose next draft is scheduled says when,
 * and its schedule can be called off.
 */
import { useState } from 'react';
import type { StaffPostStatus } from '@/lib/api/staff-content';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { ConsoleButton } from '../console-page';
import { instantText } from './post-texts';
import { PublishAtField, usePublishAt } from './publish-at-field';
import styles from './content.module.css';

/** What the panel publishes: its name, where it stands, since or until when; a document's draft waiting, and when it is due. */
export type Publishable = { title: string; status: StaffPostStatus; publishedAt: string | null; hasDraft?: boolean; draftPublishAt?: string | null };

type Props = { item: Publishable; previewHref: string; busy: boolean; onPublish: (at?: string) => Promise<boolean>; onUnpublish: () => Promise<boolean> };

export function PublishingPanel({ item, previewHref, busy, onPublish, onUnpublish }: Props) {
  const { locale, t } = useMarket();
  const publishAt = usePublishAt();
  const [confirming, setConfirming] = useState(false);
  const time = item.publishedAt ? instantText(locale, item.publishedAt) : '';
  const draftDue = item.status === 'published' && item.draftPublishAt ? instantText(locale, item.draftPublishAt) : null;

  const handleSchedule = () => {
    const when = publishAt.read();
    if (when !== null) void onPublish(when);
  };

  return (
    <Panel aria-labelledby="content-publishing">
      <h2 id="content-publishing">{t('staffContent.publish.heading')}</h2>
      <p>{item.status === 'draft' ? t('staffContent.publish.draft') : t(item.status === 'scheduled' ? 'staffContent.publish.scheduled' : 'staffContent.publish.published', { time })}</p>
      {draftDue ? <p>{t('staffContent.publish.draftScheduled', { time: draftDue })}</p> : item.status === 'published' && item.hasDraft && <p>{t('staffContent.publish.draftWaiting')}</p>}
      <p>
        <MarketLink href={previewHref}>{t('staffContent.previewOf', { title: item.title })}</MarketLink>
      </p>
      {(item.status !== 'published' || item.hasDraft) && (
        <Buttons>
          <ConsoleButton type="button" disabled={busy} onClick={() => void onPublish()}>
            {t('staffContent.publish.now')}
          </ConsoleButton>
        </Buttons>
      )}
      <PublishAtField id="content-publish-at" state={publishAt} />
      <Buttons>
        <ConsoleButton type="button" disabled={busy} onClick={handleSchedule}>
          {t('staffContent.publish.schedule')}
        </ConsoleButton>
        {draftDue && (
          <ConsoleButton type="button" disabled={busy} onClick={() => void onUnpublish()}>
            {t('staffContent.entry.cancelSchedule')}
          </ConsoleButton>
        )}
        {item.status !== 'draft' && !draftDue && !confirming && (
          <ConsoleButton type="button" disabled={busy} onClick={() => setConfirming(true)}>
            {t('staffContent.publish.unpublish')}
          </ConsoleButton>
        )}
      </Buttons>
      {confirming && (
        <div role="group" aria-labelledby="content-unpublish-question">
          <p id="content-unpublish-question">{t('staffContent.publish.confirm', { title: item.title })}</p>
          <Buttons>
            <ConsoleButton type="button" disabled={busy} onClick={() => void onUnpublish().then((done) => done && setConfirming(false))}>
              {t('staffContent.publish.confirmYes')}
            </ConsoleButton>
            <ConsoleButton type="button" onClick={() => setConfirming(false)}>
              {t('staffContent.publish.keep')}
            </ConsoleButton>
          </Buttons>
        </div>
      )}
    </Panel>
  );
}

const Panel = classed('section', styles.panel);
const Buttons = classed('div', styles.buttons);
