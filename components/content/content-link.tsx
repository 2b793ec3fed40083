/**
 * Links from content: a site path goes through the market (MarketLink); an address on another
 * site, a PDF, a mailto: or tel: link is a plain anchor, and other sites and PDFs open in a new tab.
 */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import type { Button } from '@/domain/content/types';
import styles from './content-link.module.css';

function opensInNewTab(url: string): boolean {
  return /^https?:\/\//i.test(url) || /\.pdf(?:$|[?#])/i.test(url);
}

type Props = { href: string; children: ReactNode; className?: string; 'aria-label'?: string };

export function ContentLink({ href, children, ...rest }: Props) {
  if (href.startsWith('/') && !opensInNewTab(href)) return <MarketLink href={href} {...rest}>{children}</MarketLink>;
  const newTab = opensInNewTab(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href} {...newTab} {...rest}>
      {children}
    </a>
  );
}

export function ButtonLink({ button, secondary = false }: { button: Button; secondary?: boolean }) {
  const Styled = secondary ? SecondaryLink : PrimaryLink;
  return <Styled href={button.url}>{button.label}</Styled>;
}

const PrimaryLink = classed(ContentLink, styles.primaryLink);

const SecondaryLink = classed(ContentLink, styles.secondaryLink);

export const Actions = classed('div', styles.actions);
