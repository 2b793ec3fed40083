/** /franchise-info: the franchise story, its numbers and the request-information link. */
import { classed } from '@/lib/classed';
import { ContentBlocks } from './content-blocks';
import { Actions, ButtonLink } from './content-link';
import { ContentPage } from './content-page';
import type { FranchisePage } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import styles from './franchise-template.module.css';

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

const Stats = classed('dl', styles.stats);
