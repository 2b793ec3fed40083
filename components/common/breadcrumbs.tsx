/** A breadcrumb trail: links to the pages above this one, then this page's own name when given. */
import { classed } from '@/lib/classed';
import { MarketLink } from './market-link';
import styles from './breadcrumbs.module.css';

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

const Trail = classed('ol', styles.trail);
