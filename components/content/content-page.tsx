/** The frame of every content page: breadcrumb trail (from page meta), title, intro, body. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import type { HeadCrumb } from '@/lib/page-head';
import { useT } from '@/lib/use-t';

type Props = { title: string; intro?: string; breadcrumbs?: HeadCrumb[]; children?: ReactNode };

export function ContentPage({ title, intro, breadcrumbs = [], children }: Props) {
  const t = useT();
  return (
    <Container>
      {breadcrumbs.length > 1 && (
        <nav aria-label={t('content.breadcrumb')}>
          <Crumbs>
            {breadcrumbs.map((crumb, index) => (
              <li key={`${crumb.path}-${index}`}>
                {index === breadcrumbs.length - 1 ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <MarketLink href={crumb.path}>{crumb.name}</MarketLink>
                )}
              </li>
            ))}
          </Crumbs>
        </nav>
      )}
      <Title>{title}</Title>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Container>
  );
}

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  font-size: 0.875rem;

  li + li::before {
    content: '/';
    margin: 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.smoke};
  }
`;

const Title = styled.h1`
  font-size: clamp(2rem, 5vw, 3rem);
  text-transform: uppercase;
`;

const Intro = styled.p`
  max-width: 48rem;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 1.125rem;
`;

/** A titled section of a content page; `id` names the heading for the region's label. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionBox aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </SectionBox>
  );
}

const SectionBox = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    font-size: 1.75rem;
    text-transform: uppercase;
  }
`;
