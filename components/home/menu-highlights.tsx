/**
 * A few items of the everyday menu on the home page: picture, name (a link to the item's page)
 * and what it costs in the market, for the market's weight where sold by weight: "From $21.50 / lb" where restaurants charge different prices,
 * the one price where they all charge the same. A link to the whole menu follows.
 */
import { classed } from '@/lib/classed';
import { FoodPicture } from '@/components/common/food-picture';
import { perUnitText } from '@/components/menu-at-a-glance/glance-price';
import { MarketLink } from '@/components/common/market-link';
import { formatMoney } from '@/domain/money-format';
import type { GlanceCard } from '@/lib/api/menu-at-a-glance';
import { glanceItemPath, GLANCE_PATH } from '@/lib/glance-paths';
import { useMarket } from '@/lib/use-market';
import styles from './menu-highlights.module.css';

function PriceText({ item }: { item: GlanceCard }) {
  const { locale, t } = useMarket();
  const { price } = item;
  if (!price || price.label.kind === 'none') return null;
  const money = (amount: string) => formatMoney(amount, locale, price.currency);
  const amount = price.label.kind === 'single' ? money(price.label.amount) : t('home.highlights.from', { price: money(price.label.min) });
  return <Price>{perUnitText(amount, item.priceUnit, t)}</Price>;
}

export function MenuHighlights({ items }: { items: GlanceCard[] }) {
  const { t } = useMarket();
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby="home-highlights">
      <h2 id="home-highlights">{t('home.highlights.title')}</h2>
      <p>{t('home.highlights.intro')}</p>
      <List>
        {items.map((item) => (
          <Card key={item.slug}>
            {item.imageUrl && <Picture src={item.imageUrl} alt="" place="homeHighlight" width={320} height={200} />}
            <Name>
              <MarketLink href={glanceItemPath(item.slug)}>{item.title}</MarketLink>
            </Name>
            <PriceText item={item} />
          </Card>
        ))}
      </List>
      <AllLink href={GLANCE_PATH}>{t('home.highlights.all')}</AllLink>
    </Section>
  );
}

const Section = classed('section', styles.section);

const List = classed('ul', styles.list);

const Card = classed('li', styles.card);

const Picture = classed(FoodPicture, styles.picture);

const Name = classed('h3', styles.name);

const Price = classed('p', styles.price);

const AllLink = classed(MarketLink, styles.allLink);
