/** /company/work-for-{brand}: why work here, benefits, open positions and how to apply. */
import { ContentBlocks } from './content-blocks';
import { Actions, ButtonLink } from './content-link';
import { ContentPage, Section } from './content-page';
import { Grid } from './team-template';
import type { JobsPage } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import { useT } from '@/lib/use-t';

export function JobsTemplate({ jobs, breadcrumbs }: { jobs: JobsPage; breadcrumbs: HeadCrumb[] }) {
  const t = useT();
  return (
    <ContentPage title={jobs.heading} intro={jobs.intro} breadcrumbs={breadcrumbs}>
      <ContentBlocks blocks={jobs.blocks} />
      <Section id="benefits" title={jobs.benefitsTitle}>
        <ul>
          {jobs.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Section>
      <Section id="openings" title={t('content.jobs.openings')}>
        <Grid>
          {jobs.openings.map((opening) => (
            <li key={opening.id}>
              <h3>{opening.title}</h3>
              <p>
                <strong>{opening.kind}</strong>
              </p>
              <p>{opening.description}</p>
            </li>
          ))}
        </Grid>
      </Section>
      <Section id="apply" title={t('content.jobs.applyTitle')}>
        <p>{t('content.jobs.applyText')}</p>
        <Actions>
          <ButtonLink button={{ label: t('content.jobs.findRestaurant'), url: '/locations' }} />
        </Actions>
      </Section>
    </ContentPage>
  );
}
