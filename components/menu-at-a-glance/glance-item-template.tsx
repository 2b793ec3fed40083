/**
 * /menu/[slug]: one item of Menu At A Glance: picture, price in the market, description, the ways
 * to have it, nutrition, and "Order this". A meat sold by weight has its calories per the market's
 * weight (the data counts them per pound; lib/api/menu-at-a-glance.ts converts them for the market). Facts about
 * the item are sections of `ItemFacts`, so another (allergens) is one more entry there. When the API cannot answer: a message and the PDF.
 */
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { Breadcrumbs } from '@/components/common/breadcrumbs';
import { MarketLink } from '@/components/common/market-link';
import { htmlLang } from '@/domain/markets';
import type { WeightUnit } from '@/domain/menu/weight-units';
import { formatMoney } from '@/domain/money-format';
import type { GlanceItemView } from '@/lib/api/menu-at-a-glance';
import { GLANCE_PATH } from '@/lib/glance-paths';
import type { GlanceItemPageProps } from '@/lib/page-loaders/menu-at-a-glance';
import { useMarket } from '@/lib/use-market';
import { ItemPagePicture } from '@/styles/item-card';
import { GlancePriceText } from './glance-price';
import { GlancePdfLink } from './pdf-link';
import { OrderThis } from './order-this';
import styles from './glance-item-template.module.css';

export function GlanceItemTemplate({ item, orderPath, orderStore }: GlanceItemPageProps) {
  const { t } = useMarket();
  if (!item) {
    return (
      <Container>
        <Notice role="alert">{t('glance.item.unavailable')}</Notice>
        <Row>
          <GlancePdfLink />
          <MarketLink href={GLANCE_PATH}>{t('glance.item.back')}</MarketLink>
        </Row>
      </Container>
    );
  }
  return (
    <Container>
      <Breadcrumbs label={t('content.breadcrumb')} links={[{ label: t('glance.metaTitle'), href: GLANCE_PATH }]} current={item.title} />
      <Layout>
        {item.imageUrl && <ItemPagePicture src={item.imageUrl} alt="" place="itemPage" width={640} height={400} priority />}
        <div>
          <Kicker>{item.section.title}</Kicker>
          <Title>{item.title}</Title>
          <Price price={item.price} unit={item.priceUnit} />
          {item.description && <Description>{item.description}</Description>}
          {item.minQuantity > 1 && <p>{t('glance.item.minQuantity', { count: item.minQuantity })}</p>}
          <Row>
            <OrderThis item={item} orderPath={orderPath} orderStore={orderStore} />
          </Row>
          <ItemFacts item={item} />
          <Row>
            <MarketLink href={GLANCE_PATH}>{t('glance.item.back')}</MarketLink>
            <GlancePdfLink secondary />
          </Row>
        </div>
      </Layout>
    </Container>
  );
}

/** The facts under an item: its option groups and its nutrition, each a titled section when known. */
function ItemFacts({ item }: { item: GlanceItemView }) {
  const { locale, currency, t } = useMarket();
  const money = (amount: string) => formatMoney(amount, locale, item.price?.currency ?? currency);
  const caloriesText = (calories: number, per: WeightUnit | null) => t(per ? CALORIES_PER[per] : 'glance.item.calories', { count: calories.toLocaleString(htmlLang(locale)) });
  return (
    <>
      {item.options.length > 0 && (
        <Facts aria-labelledby="item-options">
          <h2 id="item-options">{t('glance.item.options')}</h2>
          {item.options.map((group) => (
            <Group key={group.title}>
              <h3>
                {group.title}{' '}
                <small>
                  {group.required ? t('glance.item.required', { count: group.maxChoices }) : t('glance.item.upTo', { count: group.maxChoices })}
                </small>
              </h3>
              <ul>
                {group.choices.map((choice) => (
                  <li key={choice.title}>
                    {choice.title}
                    {choice.priceDelta !== '0.00' && <> {t('glance.item.extra', { price: money(choice.priceDelta) })}</>}
                  </li>
                ))}
              </ul>
            </Group>
          ))}
        </Facts>
      )}
      {item.nutrition?.calories != null && (
        <Facts aria-labelledby="item-nutrition">
          <h2 id="item-nutrition">{t('glance.item.nutrition')}</h2>
          <p>{caloriesText(item.nutrition.calories, item.nutrition.per)}</p>
        </Facts>
      )}
    </>
  );
}

const CALORIES_PER = { lb: 'glance.item.caloriesPerPound', '100g': 'glance.item.caloriesPer100g', kg: 'glance.item.caloriesPerKg' } as const;

const Layout = classed('article', styles.layout);

const Kicker = classed('p', styles.kicker);

const Title = classed('h1', styles.title);

const Price = classed(GlancePriceText, styles.price);

const Description = classed('p', styles.description);

const Row = classed('div', styles.row);

const Facts = classed('section', styles.facts);

const Group = classed('div', styles.group);

const Notice = classed('p', styles.notice);
