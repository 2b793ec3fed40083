/**
 * The home page hero: the chain's promise and the call to order. "Start an order" opens the
 * start-order dialog (carryout or delivery, then a restaurant), as the header's Order button
 * does; without JavaScript it is a link to the order page. Where the country's restaurants take
 * no online orders, it leads to the restaurant finder instead.
 */
import type { MouseEvent } from 'react';
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { useStartOrder } from '@/components/ordering/start-order-context';
import { COUNTRIES } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';
import styles from './home-hero.module.css';

export function HomeHero() {
  const { country, t } = useMarket();
  const startOrder = useStartOrder();
  const ordersOnline = COUNTRIES[country].onlineOrdering;

  const handleOrder = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    startOrder.open({ mode: 'order' });
  };

  return (
    <Hero aria-labelledby="home-title">
      <Inner>
        <Eyebrow>{t('home.heroEyebrow')}</Eyebrow>
        <h1 id="home-title">{t('home.heroTitle')}</h1>
        <Body>{t('home.heroBody')}</Body>
        <KidsEatFree>{t('home.kidsEatFree')}</KidsEatFree>
        <Actions>
          {ordersOnline ? (
            <OrderLink href="/order-now" onClick={handleOrder} aria-haspopup="dialog">
              {t('home.order')}
            </OrderLink>
          ) : (
            <OrderLink href="/locations">{t('home.findLocation')}</OrderLink>
          )}
          <MenuLink href="/menu">{t('home.seeMenu')}</MenuLink>
        </Actions>
      </Inner>
    </Hero>
  );
}

const Hero = classed('section', styles.hero);

const Inner = classed('div', styles.inner);

const Eyebrow = classed('p', styles.eyebrow);

const Body = classed('p', styles.body);

const KidsEatFree = classed('p', styles.kidsEatFree);

const Actions = classed('div', styles.actions);

const OrderLink = classed(MarketLink, styles.orderLink);

const MenuLink = classed(MarketLink, styles.menuLink);
