/** The top of a locations page: breadcrumb, title and subtitle. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MarketLink } from '@/components/common/market-link';
import { useT } from '@/lib/use-t';

export type Crumb = { label: string; href: string };

type Props = { title: string; subtitle?: ReactNode; crumbs?: Crumb[] };

export function PageIntro({ title, subtitle, crumbs = [] }: Props) {
  const t = useT();
  return (
    <Intro>
      {crumbs.length > 0 && (
        <nav aria-label={t('locations.breadcrumb')}>
          <Crumbs>
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <MarketLink href={crumb.href}>{crumb.label}</MarketLink>
              </li>
            ))}
          </Crumbs>
        </nav>
      )}
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

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 1.125rem;
`;
