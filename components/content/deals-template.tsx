/** /promos/current-deals: each deal with its picture, terms and call to action. */
import { classed } from '@/lib/classed';
import { ButtonLink } from './content-link';
import { ContentImage } from './content-image';
import { ContentPage } from './content-page';
import { Grid } from './team-template';
import type { DealsPage } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import styles from './deals-template.module.css';

export function DealsTemplate({ deals, breadcrumbs }: { deals: DealsPage; breadcrumbs: HeadCrumb[] }) {
  return (
    <ContentPage title={deals.heading} intro={deals.intro} breadcrumbs={breadcrumbs}>
      <Grid>
        {deals.deals.map((deal) => (
          <li key={deal.id}>
            <ContentImage image={deal.image} />
            <h2>{deal.title}</h2>
            <p>{deal.description}</p>
            <Terms>{deal.terms}</Terms>
            <ButtonLink button={deal.cta} />
          </li>
        ))}
      </Grid>
    </ContentPage>
  );
}

export const Terms = classed('p', styles.terms);
