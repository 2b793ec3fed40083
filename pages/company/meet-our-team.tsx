import { TeamTemplate } from '@/components/content/team-template';
import { contentPageProps, type ContentPageProps } from '@/lib/page-loaders/content';

export const getServerSideProps = contentPageProps('meetOurTeam', '/company/meet-our-team');

export default function TeamPage({ content, breadcrumbs }: ContentPageProps<'meetOurTeam'>) {
  return <TeamTemplate team={content} breadcrumbs={breadcrumbs} />;
}
