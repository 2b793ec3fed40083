/**
 * One item of Menu At A Glance: picture, title (a link to the item's page, stretched over the
 * card), price in the market and description. Extra facts about an item (allergens, nutrition)
 * go in `children`, under the description.
 */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import type { GlanceCard as GlanceCardView } from '@/lib/api/menu-at-a-glance';
import { glanceItemPath } from '@/lib/glance-paths';
import { ItemPicture } from '@/styles/item-card';
import { GlancePriceText } from './glance-price';
import styles from './glance-card.module.css';

export function GlanceCard({ item, children }: { item: GlanceCardView; children?: ReactNode }) {
  return (
    <Card>
      {item.imageUrl && <ItemPicture src={item.imageUrl} alt="" place="glanceCard" width={320} height={200} />}
      <Body>
        <Title>
          <MarketLink href={glanceItemPath(item.slug)}>{item.title}</MarketLink>
        </Title>
        <Price price={item.price} unit={item.priceUnit} />
        {item.description && <Description>{item.description}</Description>}
        {children}
      </Body>
    </Card>
  );
}

const Card = classed('li', styles.card);

const Body = classed('div', styles.body);

const Title = classed('h3', styles.title);

const Price = classed(GlancePriceText, styles.price);

const Description = classed('p', styles.description);
