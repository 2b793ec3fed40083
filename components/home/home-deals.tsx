/** The current deals on the home page (the first few of /promos/current-deals), each with its call to action, and a link to them all. */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { ContentLink } from '@/components/content/content-link';
import type { HomeDeal } from '@/lib/page-loaders/home';
import { useMarket } from '@/lib/use-market';
import styles from './home-deals.module.css';

export function HomeDeals({ deals }: { deals: HomeDeal[] }) {
  const { t } = useMarket();
  if (deals.length === 0) return null;
  return (
    <Section aria-labelledby="home-deals">
      <h2 id="home-deals">{t('home.deals.title')}</h2>
      <List>
        {deals.map((deal) => (
          <Deal key={deal.id}>
            <h3>{deal.title}</h3>
            <p>{deal.description}</p>
            <Cta href={deal.cta.url} aria-label={`${deal.cta.label}: ${deal.title}`}>
              {deal.cta.label}
            </Cta>
          </Deal>
        ))}
      </List>
      <AllLink href="/promos/current-deals">{t('home.deals.all')}</AllLink>
    </Section>
  );
}

const Section = classed('section', styles.section);

const List = classed('ul', styles.list);

const Deal = classed('li', styles.deal);

const Cta = classed(ContentLink, styles.cta);

const AllLink = classed(MarketLink, styles.allLink);
