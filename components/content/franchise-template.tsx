/** /franchise-info: the franchise story, its numbers and the request-information link. */
import styled from 'styled-components';
import { ContentBlocks } from './content-blocks';
import { Actions, ButtonLink } from './content-link';
import { ContentPage } from './content-page';
import type { FranchisePage } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';

export function FranchiseTemplate({ franchise, breadcrumbs }: { franchise: FranchisePage; breadcrumbs: HeadCrumb[] }) {
  return (
    <ContentPage title={franchise.heading} intro={franchise.intro} breadcrumbs={breadcrumbs}>
      <Stats>
        {franchise.stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </Stats>
      <ContentBlocks blocks={franchise.blocks} />
      <Actions>
        <ButtonLink button={franchise.cta} />
      </Actions>
    </ContentPage>
  );
}

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};

  div {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.charcoal};
    color: ${({ theme }) => theme.colors.white};
    border-radius: 6px;
  }
  dt {
    font-size: 0.875rem;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2rem;
    font-weight: 700;
  }
`;
