/**
 * One menu entry as a link. Entries flagged to open the start-order dialog keep their href
 * (so they work without script) and open the dialog on click instead.
 */
import type { KeyboardEventHandler, MouseEvent } from 'react';
import { ContentLink } from '@/components/layout/content-link';
import { useT } from '@/lib/use-t';
import type { NavEntry, StartOrderRequest } from '@/lib/nav-menus';

type Props = {
  entry: NavEntry;
  className?: string;
  onStartOrder: (request: StartOrderRequest) => void;
  /** Called after any activation, e.g. to close the menu holding the link. */
  onNavigate?: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
  dataAttribute?: 'data-nav-top' | 'data-nav-child';
};

export function NavEntryLink({ entry, className, onStartOrder, onNavigate, onKeyDown, dataAttribute }: Props) {
  const t = useT();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (entry.startOrder && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      onNavigate?.();
      onStartOrder(entry.startOrder);
      return;
    }
    onNavigate?.();
  };
  const data = dataAttribute ? { [dataAttribute]: '' } : {};
  return (
    <ContentLink url={entry.url} newTab={entry.newTab} className={className} onClick={handleClick} onKeyDown={onKeyDown} {...data}>
      {entry.overview ? t('shell.nav.overview', { title: entry.title }) : entry.title}
    </ContentLink>
  );
}
