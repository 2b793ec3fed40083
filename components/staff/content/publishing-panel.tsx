/**
 * Where a post stands and what can be done: publish now, publish at a chosen day and time (the
 * browser's own time zone), or unpublish after confirming. A scheduled post goes public by itself
 * once its time has come.
 */
import { useState } from 'react';
import type { StaffContentPost } from '@/lib/api/staff-content';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { ConsoleButton, ConsoleField } from '../console-page';
import { instantText } from './post-texts';
import { scheduledInstant } from './schedule-time';
import styles from './content.module.css';

type Props = { post: StaffContentPost; busy: boolean; onPublish: (at?: string) => Promise<boolean>; onUnpublish: () => Promise<boolean> };

export function PublishingPanel({ post, busy, onPublish, onUnpublish }: Props) {
  const { locale, t } = useMarket();
  const [at, setAt] = useState('');
  const [atProblem, setAtProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const time = post.publishedAt ? instantText(locale, post.publishedAt) : '';

  const handleSchedule = () => {
    const when = scheduledInstant(at);
    if (when === null) {
      setAtProblem(t('staffContent.publish.atRequired'));
      return;
    }
    setAtProblem(null);
    void onPublish(when);
  };

  return (
    <Panel aria-labelledby="content-publishing">
      <h2 id="content-publishing">{t('staffContent.publish.heading')}</h2>
      <p>{post.status === 'draft' ? t('staffContent.publish.draft') : t(post.status === 'scheduled' ? 'staffContent.publish.scheduled' : 'staffContent.publish.published', { time })}</p>
      <p>
        <MarketLink href={`/staff/content/posts/${post.id}/preview`}>{t('staffContent.previewOf', { title: post.title })}</MarketLink>
      </p>
      {post.status !== 'published' && (
        <Buttons>
          <ConsoleButton type="button" disabled={busy} onClick={() => void onPublish()}>
            {t('staffContent.publish.now')}
          </ConsoleButton>
        </Buttons>
      )}
      <ConsoleField>
        <label htmlFor="content-publish-at">{t('staffContent.publish.at')}</label>
        <input id="content-publish-at" type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} aria-invalid={atProblem !== null} aria-describedby={atProblem ? 'content-publish-at-problem' : undefined} />
        {atProblem && <Problem id="content-publish-at-problem">{atProblem}</Problem>}
      </ConsoleField>
      <Buttons>
        <ConsoleButton type="button" disabled={busy} onClick={handleSchedule}>
          {t('staffContent.publish.schedule')}
        </ConsoleButton>
        {post.status !== 'draft' && !confirming && (
          <ConsoleButton type="button" disabled={busy} onClick={() => setConfirming(true)}>
            {t('staffContent.publish.unpublish')}
          </ConsoleButton>
        )}
      </Buttons>
      {confirming && (
        <div role="group" aria-labelledby="content-unpublish-question">
          <p id="content-unpublish-question">{t('staffContent.publish.confirm', { title: post.title })}</p>
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
const Problem = classed('p', styles.problem);
