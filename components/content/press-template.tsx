/** /press: the media contact, the latest releases (on the press-releases site) and the blog link. */
import { classed } from '@/lib/classed';
import { Actions, ButtonLink, ContentLink } from './content-link';
import { ContentPage, Section } from './content-page';
import type { PressPage } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import { formatContentDate } from '@/lib/seo/dates';
import { useMarket } from '@/lib/use-market';
import styles from './press-template.module.css';

export function PressTemplate({ press, breadcrumbs }: { press: PressPage; breadcrumbs: HeadCrumb[] }) {
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
          {press.releases.map((release) => (
            <li key={release.id}>
              <time dateTime={release.date}>{formatContentDate(release.date, locale)}</time>
              <h3>
                <ContentLink href={release.url}>{release.title}</ContentLink>
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
