/**
 * One item of a menu: picture, title, description, price in the market's currency. With `href`
 * (an orderable, available item) the whole card leads to the item page; an unavailable item is
 * marked and leads nowhere. Below: calories (and sodium where the market shows it) and the
 * allergens every order of it contains, in the market's labels.
 */
import styled from 'styled-components';
import { AllergenSummary } from '@/components/allergens/allergen-summary';
import { useAllergenText } from '@/components/allergens/use-allergen-text';
import { MarketLink } from '@/components/common/market-link';
import { formatMoney } from '@/domain/money-format';
import type { MenuItemCard } from '@/lib/api/menus';
import { countryOf } from '@/lib/market';
import { useMarket } from '@/lib/use-market';
import { ItemPicture, stretchedTitleLink } from '@/styles/item-card';

/** `priority`: the card is at the top of the page, so its picture may be the largest paint: load it at once, first. */
type Props = { item: MenuItemCard; href?: string | null; headingAs?: 'h2' | 'h3' | 'h4'; priority?: boolean };

export function ItemCard({ item, href, headingAs = 'h3', priority = false }: Props) {
  const { locale, t } = useMarket();
  const { display } = useAllergenText();
  const link = item.available && href ? href : null;
  return (
    <Card $unavailable={!item.available} $linked={link !== null}>
      {item.imageUrl && (
        <ItemPicture src={item.imageUrl} alt="" width={320} height={200} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} />
      )}
      <Body>
        <Title as={headingAs}>{link ? <MarketLink href={link}>{item.title}</MarketLink> : item.title}</Title>
        {item.description && <Description>{item.description}</Description>}
        <Meta>
          <Price>{formatMoney(item.price, locale, countryOf(locale).currency)}</Price>
          {display.showCalories && item.calories !== null && <span>{t('menu.calories', { calories: item.calories })}</span>}
          {display.showSodium && item.sodiumMg !== null && <span>{t('allergens.sodium', { sodium: item.sodiumMg.toLocaleString(locale) })}</span>}
          {!item.available && <Badge>{t('menu.unavailable')}</Badge>}
        </Meta>
        <AllergenSummary allergens={item.unavoidableAllergens} />
      </Body>
    </Card>
  );
}

const Card = styled.li<{ $unavailable: boolean; $linked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.white};
  border: 1px ${({ $unavailable }) => ($unavailable ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.smoke};
  border-radius: 6px;

  &:hover {
    border-color: ${({ $linked, theme }) => ($linked ? theme.colors.ember : theme.colors.smoke)};
  }

  &:focus-within {
    outline: 3px solid ${({ $linked, theme }) => ($linked ? theme.colors.focus : 'transparent')};
    outline-offset: 2px;
  }
`;

const Title = styled.h3`
  ${stretchedTitleLink}
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};

  h2,
  h3,
  h4 {
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
