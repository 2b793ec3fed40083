/**
 * A link to one of our pages, as a plain <a>. A plain click navigates within the app through
 * the router, as next/link does; a click with a modifier key, another button or another target
 * is left to the browser. The next page's code is fetched when a pointer or a finger reaches the
 * link, not for every link that scrolls into view. Without a router (a test) it is a plain link.
 * A page with the card processor's fields is always loaded as a document of its own, so that its
 * Content-Security-Policy (lib/security/csp.ts), which lets the frame in, is the one in force there
 * (the pages are named in lib/security/card-field-pages.ts, which carries no policy code).
 */
import { useRouter } from 'next/compat/router';
import { parseMarketPath } from '@/domain/markets';
import { framesCardFields } from '@/lib/security/card-field-pages';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

const isOwnPage = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A page with the card fields (any market's), whatever the query or fragment. */
export function showsCardFields(href: string): boolean {
  return framesCardFields(parseMarketPath(href).rest);
}

/** A click the page should handle itself: the main button, no modifier, this window. */
function plainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) && (!target || target === '_self');
}

export function PageLink({ href, onClick, onMouseEnter, onTouchStart, ...rest }: PageLinkProps) {
  const router = useRouter();
  const inApp = router !== null && isOwnPage(href) && !showsCardFields(href) && rest.download === undefined;
  const prefetch = () => {
    if (inApp) router.prefetch(href).catch(() => undefined);
  };
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!inApp || !plainClick(event)) return;
        event.preventDefault();
        void router.push(href);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
}
