/**
 * /press: the media contact, the latest releases, newest first (those hosted on the site open
 * their own page; the others link to the press-releases site) and the blog link.
 */
import { classed } from '@/lib/classed';
import { Actions, ButtonLink, ContentLink } from './content-link';
import { ContentPage, Section } from './content-page';
import { postPath } from '@/domain/content/post-kinds';
import type { PressPage } from '@/domain/content/types';
import type { BlogPostSummary } from '@/lib/api/content';
import type { HeadCrumb } from '@/lib/page-head';
import { formatContentDate } from '@/lib/seo/dates';
import { useMarket } from '@/lib/use-market';
import styles from './press-template.module.css';

type Release = { key: string; date: string; title: string; summary: string; href: string };

/** The hosted releases and the linked ones in one list, newest first; on one day the hosted come first. */
export function releasesOf(press: PressPage, posts: BlogPostSummary[]): Release[] {
  const hosted = posts.map((post) => ({ key: `post-${post.slug}`, date: post.date, title: post.title, summary: post.excerpt, href: postPath('press', post.slug) }));
  const linked = press.releases.map((release) => ({ key: `entry-${release.id}`, date: release.date, title: release.title, summary: release.summary, href: release.url }));
  return [...hosted, ...linked].map((release, index) => ({ release, index })).sort((a, b) => b.release.date.localeCompare(a.release.date) || a.index - b.index).map(({ release }) => release);
}

export function PressTemplate({ press, posts = [], breadcrumbs }: { press: PressPage; posts?: BlogPostSummary[]; breadcrumbs: HeadCrumb[] }) {
  const { locale, t } = useMarket();
  return (
    <ContentPage title={press.heading} intro={press.intro} breadcrumbs={breadcrumbs}>
      <Section id="media-contact" title={t('content.press.mediaContact')}>
        <p>
          <ContentLink href={`mailto:${press.mediaContact}`}>{press.mediaContact}</ContentLink>
        </p>
      </Section>
      <Section id="press-releases" title={t('content.press.releases')}>
        <Releases>
          {releasesOf(press, posts).map((release) => (
            <li key={release.key}>
              <time dateTime={release.date}>{formatContentDate(release.date, locale)}</time>
              <h3>
                <ContentLink href={release.href}>{release.title}</ContentLink>
              </h3>
              <p>{release.summary}</p>
            </li>
          ))}
        </Releases>
        <Actions>
          <ButtonLink button={press.releasesCta} secondary />
          <ButtonLink button={press.blogCta} />
        </Actions>
      </Section>
    </ContentPage>
  );
}

const Releases = classed('ul', styles.releases);
