/** /catering, /catering/services and /catering/faq; the first two link the feedback and contest forms. */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { CateringFormLinks } from '@/components/surveys/catering-form-links';
import { Actions, ButtonLink } from './content-link';
import { ContentImage } from './content-image';
import { ContentPage } from './content-page';
import { Grid } from './team-template';
import type { CateringPage, CateringServicesPage, FaqPage } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import styles from './catering-templates.module.css';

type Crumbs = { breadcrumbs: HeadCrumb[] };

/** `packages`: what the landing shows first under the intro (the catering packages with their prices). */
export function CateringTemplate({ catering, breadcrumbs, packages }: { catering: CateringPage; packages?: ReactNode } & Crumbs) {
  return (
    <ContentPage title={catering.heading} intro={catering.intro} breadcrumbs={breadcrumbs}>
      {packages}
      <Grid>
        {catering.highlights.map((highlight) => (
          <li key={highlight.id}>
            <h2>{highlight.title}</h2>
            <p>{highlight.text}</p>
          </li>
        ))}
      </Grid>
      <Actions>
        <ButtonLink button={catering.quoteCta} />
        <ButtonLink button={catering.servicesCta} secondary />
      </Actions>
      <CateringFormLinks />
    </ContentPage>
  );
}

export function CateringServicesTemplate({ services, breadcrumbs }: { services: CateringServicesPage } & Crumbs) {
  return (
    <ContentPage title={services.heading} intro={services.intro} breadcrumbs={breadcrumbs}>
      <Grid>
        {services.services.map((service) => (
          <li key={service.id}>
            <ContentImage image={service.image} />
            <h2>{service.title}</h2>
            <Serves>{service.serves}</Serves>
            <p>{service.description}</p>
          </li>
        ))}
      </Grid>
      <Actions>
        <ButtonLink button={services.cta} />
      </Actions>
      <CateringFormLinks />
    </ContentPage>
  );
}

/** Questions as disclosure widgets: native <details>, keyboard and screen-reader friendly. */
export function FaqTemplate({ faq, breadcrumbs }: { faq: FaqPage } & Crumbs) {
  return (
    <ContentPage title={faq.heading} intro={faq.intro} breadcrumbs={breadcrumbs}>
      <Questions>
        {faq.entries.map((entry) => (
          <details key={entry.id}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </Questions>
    </ContentPage>
  );
}

const Serves = classed('p', styles.serves);

const Questions = classed('div', styles.questions);
