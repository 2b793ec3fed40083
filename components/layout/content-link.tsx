/**
 * A link from content (header and footer): site pages stay in the tab, in the current market;
 * PDFs, the sitemap and http(s) URLs open in a new tab with rel="noopener noreferrer" and a
 * spoken "opens in a new tab" hint.
 */
import type { MouseEventHandler, ReactNode } from 'react';
import { marketLink } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';
import { MarketLink } from '@/components/common/market-link';
import { opensInNewTab } from '@/lib/link-target';
import { VisuallyHidden } from './visually-hidden';

type Props = {
  url: string;
  /** Forces a new tab (content marks a link external); otherwise decided by the URL. */
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  onKeyDown?: React.KeyboardEventHandler<HTMLAnchorElement>;
  'aria-current'?: 'page';
} & Record<`data-${string}`, string | undefined>;

export function ContentLink({ url, newTab, children, ...rest }: Props) {
  const { locale, t } = useMarket();
  if (newTab ?? opensInNewTab(url)) {
    return (
      <a href={marketLink(locale, url)} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <VisuallyHidden> {t('shell.link.newTab')}</VisuallyHidden>
      </a>
    );
  }
  return (
    <MarketLink href={url} {...rest}>
      {children}
    </MarketLink>
  );
}
