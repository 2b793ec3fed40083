/**
 * A link to one of our pages in the current market: `<MarketLink href="/locations">` goes to
 * /ca/fr/locations on the French-Canadian site. Client-side navigation goes through the proxy.
 */
import { marketLink } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';
import { PageLink, type PageLinkProps } from './page-link';

export function MarketLink({ href, ...rest }: PageLinkProps) {
  const { locale } = useMarket();
  return <PageLink href={marketLink(locale, href)} {...rest} />;
}
