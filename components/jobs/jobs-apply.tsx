/** The careers page's hiring part: the restaurants hiring now, then the application form. */
import { Section } from '@/components/content/content-page';
import type { JobOpenings as Openings } from '@/lib/api/jobs';
import { useMarket } from '@/lib/use-market';
import { JobApplicationForm } from './job-application-form';
import { JobOpenings } from './job-openings';

export function JobsApply({ openings }: { openings: Openings }) {
  const { t } = useMarket();
  return (
    <>
      <Section id="hiring" title={t('jobs.openingsTitle')}>
        <JobOpenings stores={openings.stores} />
      </Section>
      {openings.stores.length > 0 && (
        <Section id="apply" title={t('jobs.applyTitle')}>
          <p>{t('jobs.applyIntro')}</p>
          <JobApplicationForm stores={openings.stores} uploadMaxMb={openings.uploadMaxMb} />
        </Section>
      )}
    </>
  );
}
