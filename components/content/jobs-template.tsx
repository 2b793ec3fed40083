/** /company/work-for-{brand}: why work here, benefits, the positions, the restaurants hiring now and the application form. */
import { ContentBlocks } from './content-blocks';
import { ContentPage, Section } from './content-page';
import { Grid } from './team-template';
import { JobsApply } from '@/components/jobs/jobs-apply';
import type { JobsPage } from '@/domain/content/types';
import type { JobOpenings } from '@/lib/api/jobs';
import type { HeadCrumb } from '@/lib/page-head';
import { useT } from '@/lib/use-t';

export function JobsTemplate({ jobs, openings, breadcrumbs }: { jobs: JobsPage; openings: JobOpenings; breadcrumbs: HeadCrumb[] }) {
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
      <JobsApply openings={openings} />
    </ContentPage>
  );
}
