/** A breadcrumb trail: links to the pages above this one, then this page's own name when given. */
import styled from 'styled-components';
import { MarketLink } from './market-link';

export type Crumb = { label: string; href: string };

type Props = { label: string; links: Crumb[]; current?: string };

/** Nothing when there is no page above this one. */
export function Breadcrumbs({ label, links, current }: Props) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <Trail>
        {links.map((crumb, index) => (
          <li key={`${crumb.href}-${index}`}>
            <MarketLink href={crumb.href}>{crumb.label}</MarketLink>
          </li>
        ))}
        {current && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </Trail>
    </nav>
  );
}

const Trail = styled.ol`
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
