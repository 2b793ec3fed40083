/** /company/meet-our-team: the people, with photo, role and a short bio. */
import styled from 'styled-components';
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

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  > li {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.white};
    border: 1px solid ${({ theme }) => theme.colors.ash};
    border-radius: 6px;
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
