/**
 * One item of a menu: title, description, price in the market's currency (for the market's weight
 * where sold by weight), picture. On a phone it
 * is a compact row with the picture on the right; wider, a card with the picture on top. With
 * `href` (an orderable, available item) the whole card leads to the item page; an unavailable
 * item is marked ("Sold out today" when staff said so) and leads nowhere. Below: calories (and sodium where the market shows it), the
 * allergens every order of it contains when it contains any the market labels, and `action`
 * (the menu's one-tap add).
 */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { AllergenSummary } from '@/components/allergens/allergen-summary';
import { GlutenLactoseStatements } from '@/components/allergens/gluten-lactose-statements';
import { useAllergenText } from '@/components/allergens/use-allergen-text';
import { MarketLink } from '@/components/common/market-link';
import type { MenuItemCard } from '@/lib/api/menus';
import { useMarket } from '@/lib/use-market';
import { ItemPicture } from '@/styles/item-card';
import styles from './item-card.module.css';
import { smokeNoticeText } from './smoke-notice';
import { usePriceText } from './use-price-text';

/** `priority`: the card is at the top of the page, so its picture may be the largest paint: load it at once, first. */
type Props = { item: MenuItemCard; href?: string | null; headingAs?: 'h2' | 'h3' | 'h4'; priority?: boolean; action?: ReactNode };

export function ItemCard({ item, href, headingAs = 'h3', priority = false, action }: Props) {
  const { locale, t } = useMarket();
  const priceText = usePriceText();
  const { display } = useAllergenText();
  const link = item.available && href ? href : null;
  const smoke = item.available ? smokeNoticeText(item.smoke, t) : null;
  return (
    <Card $unavailable={!item.available} $linked={link !== null}>
      <Body>
        <Title as={headingAs}>{link ? <MarketLink href={link}>{item.title}</MarketLink> : item.title}</Title>
        {item.description && <Description>{item.description}</Description>}
        <Meta>
          <Price>{priceText(item.price, item.unit)}</Price>
          {display.showCalories && item.calories !== null && <span>{t('menu.calories', { calories: item.calories })}</span>}
          {display.showSodium && item.sodiumMg !== null && <span>{t('allergens.sodium', { sodium: item.sodiumMg.toLocaleString(locale) })}</span>}
          {!item.available && <Badge>{item.soldOut ? t('staffMenu.menuCard.soldOut') : t('menu.unavailable')}</Badge>}
          {smoke && <Badge>{smoke}</Badge>}
        </Meta>
        <AllergenSummary allergens={item.unavoidableAllergens} quiet />
        <GlutenLactoseStatements contains={item.unavoidableAllergens} someChoicesAdd="unknown" lactose={item.unavoidableLactose} />
      </Body>
      {item.imageUrl && (
        <Picture>
          <ItemPicture src={item.imageUrl} alt="" place="menuItem" width={320} height={200} priority={priority} />
        </Picture>
      )}
      {action && <Actions>{action}</Actions>}
    </Card>
  );
}

const Card = classed('li', styles.card, { $unavailable: styles.cardUnavailable, $linked: styles.cardLinked });

const Title = classed('h3', styles.title);

const Body = classed('div', styles.body);

const Picture = classed('div', styles.picture);

const Actions = classed('div', styles.actions);

const Description = classed('p', styles.description);

const Meta = classed('p', styles.meta);

const Price = classed('span', styles.price);

const Badge = classed('span', styles.badge);
