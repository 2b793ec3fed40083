/**
 * /quote/[category]/[storeSlug]/[subcategory]/[item]: one item with its option groups, quantity
 * and special instructions, Add to cart, and the items offered beside it. Its allergens follow
 * the options chosen in the form.
 */
import { orderHandoffOfTypeParam } from '@/domain/ordering/handoffs';
import { useState } from 'react';
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { OrderingNotice } from '@/components/locations/ordering-notice';
import { PageIntro } from '@/components/locations/page-intro';
import { itemPath, menuPagePath, sectionPath } from '@/components/menu/menu-paths';
import { usePriceText } from '@/components/menu/use-price-text';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { MenuStore } from '@/lib/api/locations';
import type { ItemDetails, ItemPage, MenuCategory } from '@/lib/api/menus';
import { countryOf } from '@/lib/market';
import { useMarket } from '@/lib/use-market';
import { ItemPagePicture } from '@/styles/item-card';
import { ItemAllergens } from './item-allergens';
import { ItemOrderForm } from './item-order-form';
import { smokeNoticeText } from '@/components/menu/smoke-notice';
import { chosenOptionIds, initialSelection } from './option-rules';
import { SuggestedItems } from './suggested-items';
import type { CartTarget } from './use-add-to-cart';
import styles from './item-template.module.css';

type CartOrigin = { locationId: number; storeTitle: string; handoff: string; categoryId: number } | null;

export type ItemTemplateProps = Omit<ItemPage, 'item'> & {
  item: ItemDetails;
  store: MenuStore;
  category: MenuCategory;
  categoryId: number;
  handoff: HandoffTypeParam;
  /** The guest's open order, if any: where it was started. */
  cart: CartOrigin;
  /** Delivery needs the address the finder checked. */
  hasDeliveryAddress: boolean;
};

export function ItemTemplate(props: ItemTemplateProps) {
  const { item, store, category, categoryId, handoff, section, upsell, crossSell, cart, hasDeliveryAddress } = props;
  const { locale, t } = useMarket();
  const currency = countryOf(locale).currency;
  const priceText = usePriceText();
  const orderable = store.onlineOrdering && store.acceptingOrders;
  const target: CartTarget = { locationId: store.id, handoff: orderHandoffOfTypeParam(handoff), categoryId };
  const sameCart = cart !== null && cart.locationId === store.id && cart.handoff === target.handoff && cart.categoryId === categoryId;
  const needsAddress = handoff === 'delivery' && !hasDeliveryAddress;
  const [chosen, setChosen] = useState(() => chosenOptionIds(item.optionGroups, initialSelection(item.optionGroups)));
  const linkTo = (slug: string, sectionSlug: string) => itemPath(category, store.slug, sectionSlug, slug, handoff);
  return (
    <Container>
      <PageIntro
        title={item.title}
        subtitle={t('ordering.menu.orderType', { handoff: t(`ordering.handoff.${handoff}`), store: store.title })}
        crumbs={[
          { label: t('ordering.menu.backToMenu', { category: t(`menu.category.${category}`) }), href: menuPagePath(category, store.slug, handoff) },
          { label: section.title, href: sectionPath(category, store.slug, section.slug, handoff) },
        ]}
      />
      <Layout>
        <div>
          {item.imageUrl && <ItemPagePicture src={item.imageUrl} alt="" place="itemPage" width={640} height={400} priority />}
          {item.description && <p>{item.description}</p>}
          <Price>
            {priceText(item.price, item.unit)}
            {item.calories !== null && <span>{t('menu.calories', { calories: item.calories })}</span>}
          </Price>
          <ItemAllergens item={item} chosenOptionIds={chosen} />
        </div>
        <div>
          <OrderingNotice onlineOrdering={store.onlineOrdering} acceptingOrders={store.acceptingOrders} />
          {!item.available && <Notice role="status">{t('ordering.item.unavailable')}</Notice>}
          {item.available && smokeNoticeText(item.smoke, t) && (
            <Notice role="status">{item.smoke?.reservableTomorrow ? t('smoke.reserveNote') : smokeNoticeText(item.smoke, t)}</Notice>
          )}
          {orderable && item.available && needsAddress && (
            <Notice role="status">
              {t('ordering.address.fullAddressNeeded')}{' '}
              <MarketLink href={`/quote/${category}?type=delivery`}>{t('ordering.address.legend')}</MarketLink>
            </Notice>
          )}
          {orderable && item.available && !needsAddress && (
            <>
              {cart && !sameCart && <Notice role="status">{t('ordering.item.newOrderNotice', { store: cart.storeTitle })}</Notice>}
              <ItemOrderForm
                item={item}
                sectionId={section.id}
                currency={currency}
                target={target}
                reuseOrder={sameCart}
                onChoicesChange={setChosen}
                {...(item.smoke?.reservableTomorrow ? { addLabel: t('smoke.reserveTomorrow') } : {})}
              />
            </>
          )}
        </div>
      </Layout>
      {orderable && (
        <>
          <SuggestedItems title={t('ordering.item.upsellTitle')} items={upsell} hrefOf={(card) => linkTo(card.slug, section.slug)} />
          {crossSell && (
            <SuggestedItems
              title={t('ordering.item.crossSellTitle')}
              items={crossSell.items}
              hrefOf={(card) => linkTo(card.slug, crossSell.section.slug)}
            />
          )}
        </>
      )}
    </Container>
  );
}

const Layout = classed('div', styles.layout);

const Price = classed('p', styles.price);

const Notice = classed('p', styles.notice);
