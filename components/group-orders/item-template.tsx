/**
 * /group/[shareToken]/[subcategory]/[item]: the item page of a group order's guest. The same
 * order form as the menu's item page (options, quantity, instructions, live total), whose line
 * goes to the guest's own lines in the group instead of a cart.
 */
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { ItemOrderForm, type LineDestination } from '@/components/item/item-order-form';
import { StepTitle } from '@/components/checkout/layout';
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { HandoffValue } from '@/domain/ordering/handoffs';
import { addGroupItem } from '@/lib/api/group-orders';
import type { ItemDetails } from '@/lib/api/menus';
import { classed } from '@/lib/classed';
import { readGroupGuest } from '@/lib/group-guest-cookie';
import { useMarket } from '@/lib/use-market';
import styles from './group-orders.module.css';

export type GroupItemProps = {
  shareToken: string;
  item: ItemDetails;
  sectionId: number;
  currency: Currency;
  locationId: number;
  categoryId: number;
  handoff: HandoffValue;
};

export function GroupItemTemplate({ shareToken, item, sectionId, currency, locationId, categoryId, handoff }: GroupItemProps) {
  const { locale, t } = useMarket();
  const back = `/group/${shareToken}`;
  const destination: LineDestination = {
    add: (line) => addGroupItem({ locale }, shareToken, readGroupGuest(shareToken), line),
    href: back,
    linkText: t('groupOrders.guest.back'),
    addedText: t('groupOrders.item.added', { item: item.title }),
    buttonText: (total) => t('groupOrders.item.add', { total }),
  };
  return (
    <Container>
      <Page>
        <p>
          <MarketLink href={back}>{t('groupOrders.guest.back')}</MarketLink>
        </p>
        <StepTitle>{item.title}</StepTitle>
        {item.description && <p>{item.description}</p>}
        <p>{formatMoney(item.price, locale, currency)}</p>
        <ItemOrderForm
          item={item}
          sectionId={sectionId}
          currency={currency}
          target={{ locationId, categoryId, handoff }}
          reuseOrder={false}
          destination={destination}
        />
      </Page>
    </Container>
  );
}

const Page = classed('div', styles.page);
