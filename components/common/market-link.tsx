/**
 * A link to one of our pages in the current market: `<MarketLink href="/locations">` goes to
 * /ca/fr/locations on the French-Canadian site. Client-side navigation goes through the proxy.
 */
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { marketLink } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

export function MarketLink({ href, ...rest }: Props) {
  const { locale } = useMarket();
  return <Link href={marketLink(locale, href)} {...rest} />;
}
