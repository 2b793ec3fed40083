/** The top of a locations page: breadcrumb, title and subtitle. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Breadcrumbs, type Crumb } from '@/components/common/breadcrumbs';
import { useT } from '@/lib/use-t';

type Props = { title: string; subtitle?: ReactNode; crumbs?: Crumb[] };

export function PageIntro({ title, subtitle, crumbs = [] }: Props) {
  const t = useT();
  return (
    <Intro>
      <Breadcrumbs label={t('locations.breadcrumb')} links={crumbs} />
      <h1>{title}</h1>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
    </Intro>
  );
}

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    text-transform: uppercase;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 1.125rem;
`;
