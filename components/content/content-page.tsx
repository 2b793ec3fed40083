/** The frame of every content page: breadcrumb trail (from page meta), title, intro, body. */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { Breadcrumbs } from '@/components/common/breadcrumbs';
import type { HeadCrumb } from '@/lib/page-head';
import { useT } from '@/lib/use-t';
import styles from './content-page.module.css';

type Props = { title: string; intro?: string; breadcrumbs?: HeadCrumb[]; children?: ReactNode };

export function ContentPage({ title, intro, breadcrumbs = [], children }: Props) {
  const t = useT();
  return (
    <Container>
      <Breadcrumbs
        label={t('content.breadcrumb')}
        links={breadcrumbs.slice(0, -1).map((crumb) => ({ label: crumb.name, href: crumb.path }))}
        current={breadcrumbs.at(-1)?.name}
      />
      <Title>{title}</Title>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Container>
  );
}

const Title = classed('h1', styles.title);

const Intro = classed('p', styles.intro);

/** A titled section of a content page; `id` names the heading for the region's label. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionBox aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </SectionBox>
  );
}

const SectionBox = classed('section', styles.sectionBox);
