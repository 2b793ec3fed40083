/**
 * /checkout for a host whose group order is still open: the group's order is the host's cart, and
 * it is paid only once guests can add nothing more, so instead of the checkout form the host reads
 * why and follows a link to the group's page to lock it. The API refuses the payment all the same
 * (server/modules/group-orders/payable-check.ts); this page only says so before anything is typed.
 */
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { Section, StepTitle } from '@/components/checkout/layout';
import { classed } from '@/lib/classed';
import type { OpenGroup } from '@/lib/page-loaders/open-hosted-group';
import { useMarket } from '@/lib/use-market';
import { deadlineText } from './deadline-text';
import styles from './group-orders.module.css';

export function GroupCheckoutBlock({ group }: { group: OpenGroup }) {
  const { locale, t } = useMarket();
  return (
    <Container>
      <Page>
        <StepTitle>{t('checkout.title')}</StepTitle>
        <Section role="alert" aria-labelledby="group-still-open">
          <h2 id="group-still-open">{t('groupOrders.checkoutBlocked.title')}</h2>
          <p>{t('groupOrders.checkoutBlocked.body', { time: deadlineText(group.deadline, group.timeZone, locale) })}</p>
          <p>
            <MarketLink href={`/group/${group.shareToken}/host`}>{t('groupOrders.checkoutBlocked.link')}</MarketLink>
          </p>
        </Section>
      </Page>
    </Container>
  );
}

const Page = classed('div', styles.page);
