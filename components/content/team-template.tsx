/** /company/meet-our-team: the people, with photo, role and a short bio. */
import styled from 'styled-components';
import { CardGrid, cardFrame } from '@/components/common/card-grid';
import { ContentImage } from './content-image';
import { ContentPage } from './content-page';
import type { TeamPage } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';

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
export const Grid = styled(CardGrid).attrs({ $min: '16rem', $gap: 'lg' as const })`
  margin: 0 0 ${({ theme }) => theme.space.xl};

  > li {
    ${cardFrame}
  }
  h2,
  h3 {
    margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xs}`};
    font-size: 1.375rem;
  }
`;

const Role = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.emberDark};
  font-weight: 700;
`;
