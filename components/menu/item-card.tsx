/** One item of a read-only menu: picture, title, description, price in the market's currency. */
import styled from 'styled-components';
import { formatMoney } from '@/domain/money';
import type { MenuItemCard } from '@/lib/api/menus';
import { countryOf } from '@/lib/market';
import { useMarket } from '@/lib/use-market';

export function ItemCard({ item }: { item: MenuItemCard }) {
  const { locale, t } = useMarket();
  return (
    <Card $unavailable={!item.available}>
      {item.imageUrl && <Picture src={item.imageUrl} alt="" width={320} height={200} loading="lazy" />}
      <Body>
        <h3>{item.title}</h3>
        {item.description && <Description>{item.description}</Description>}
        <Meta>
          <Price>{formatMoney(item.price, locale, countryOf(locale).currency)}</Price>
          {item.calories !== null && <span>{t('menu.calories', { calories: item.calories })}</span>}
          {!item.available && <Badge>{t('menu.unavailable')}</Badge>}
        </Meta>
      </Body>
    </Card>
  );
}

const Card = styled.li<{ $unavailable: boolean }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.white};
  border: 1px ${({ $unavailable }) => ($unavailable ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.smoke};
  border-radius: 6px;
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 5;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.ash};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};

  h3 {
    font-size: 1.25rem;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 0.9375rem;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: 0.875rem;
`;

const Price = styled.span`
  font-size: 1.125rem;
  font-weight: 700;
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.charcoal};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 700;
  text-transform: uppercase;
`;
