/** The top of a locations page: breadcrumb, title and subtitle. */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { Breadcrumbs, type Crumb } from '@/components/common/breadcrumbs';
import { useT } from '@/lib/use-t';
import styles from './page-intro.module.css';

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

const Intro = classed('div', styles.intro);

const Subtitle = classed('p', styles.subtitle);
