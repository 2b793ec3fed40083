/**
 * One item of Menu At A Glance: picture, title (a link to the item's page, stretched over the
 * card), price in the market and description. Extra facts about an item (allergens, nutrition)
 * go in `children`, under the description.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MarketLink } from '@/components/common/market-link';
import { glanceItemPath, type GlanceCard as GlanceCardView } from '@/lib/api/menu-at-a-glance';
import { ItemPicture, stretchedTitleLink } from '@/styles/item-card';
import { GlancePriceText } from './glance-price';

export function GlanceCard({ item, children }: { item: GlanceCardView; children?: ReactNode }) {
  return (
    <Card>
      {item.imageUrl && <ItemPicture src={item.imageUrl} alt="" width={320} height={200} loading="lazy" decoding="async" />}
      <Body>
        <Title>
          <MarketLink href={glanceItemPath(item.slug)}>{item.title}</MarketLink>
        </Title>
        <Price price={item.price} unit={item.unit} />
        {item.description && <Description>{item.description}</Description>}
        {children}
      </Body>
    </Card>
  );
}

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.ash};
  border-radius: 6px;

  &:hover {
    border-color: ${({ theme }) => theme.colors.ember};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.25rem;

  ${stretchedTitleLink}
`;

const Price = styled(GlancePriceText)`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ember};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.smoke};
`;
