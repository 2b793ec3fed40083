/** One store in a list: its name linking to its page, address and phone. */
import styled from 'styled-components';
import { cardFrame } from '@/components/common/card-grid';
import { MarketLink } from '@/components/common/market-link';
import type { StoreSummary } from '@/lib/api/locations';

export type HeadingLevel = 'h2' | 'h3' | 'h4';

export function StoreCard({ store, headingAs }: { store: StoreSummary; headingAs: HeadingLevel }) {
  const { address } = store;
  return (
    <Card>
      <Title as={headingAs}>
        <MarketLink href={store.path}>{store.title}</MarketLink>
      </Title>
      <Address>
        {address.line}
        <br />
        {`${address.city}, ${address.stateLabel} ${address.zip}`}
      </Address>
      <a href={telHref(store.phone)}>{store.phone}</a>
    </Card>
  );
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const Card = styled.li`
  ${cardFrame}
`;

const Title = styled.h3`
  font-size: 1.25rem;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Address = styled.address`
  font-style: normal;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;
