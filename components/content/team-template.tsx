/** /company/meet-our-team: the people, with photo, role and a short bio. */
import type { ComponentPropsWithRef } from 'react';
import { classed } from '@/lib/classed';
import { CardGrid } from '@/components/common/card-grid';
import { ContentImage } from './content-image';
import { ContentPage } from './content-page';
import type { TeamPage } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import styles from './team-template.module.css';

export function TeamTemplate({ team, breadcrumbs }: { team: TeamPage; breadcrumbs: HeadCrumb[] }) {
  return (
    <ContentPage title={team.heading} intro={team.intro} breadcrumbs={breadcrumbs}>
      <Grid>
        {team.members.map((member) => (
          <li key={member.id}>
            <ContentImage image={member.photo} />
            <h2>{member.name}</h2>
            <Role>{member.role}</Role>
            <p>{member.bio}</p>
          </li>
        ))}
      </Grid>
    </ContentPage>
  );
}

/** The content pages' card grid (team, jobs, deals, catering). */
export function Grid({ className, ...rest }: Omit<ComponentPropsWithRef<typeof CardGrid>, '$min' | '$gap'>) {
  return <CardGrid {...rest} $min="16rem" $gap="lg" className={className ? `${styles.grid} ${className}` : styles.grid} />;
}

const Role = classed('p', styles.role);
