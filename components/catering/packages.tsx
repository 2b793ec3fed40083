/**
 * The catering packages on /catering: each per-guest item of the catering menu as the smallest
 * party it feeds and what that party costs at the market's lowest price ("Feeds 10 · from
 * $149.90"), the price per guest, and a link into the quote flow for catering.
 */
import { classed } from '@/lib/classed';
import { FoodPicture } from '@/components/common/food-picture';
import { MarketLink } from '@/components/common/market-link';
import { formatMoney } from '@/domain/money-format';
import type { CateringPackageView } from '@/lib/api/catering-packages';
import { useMarket } from '@/lib/use-market';
import styles from './packages.module.css';

/** The quote flow of the catering menu. */
export const CATERING_QUOTE_PATH = '/get-a-quote/catering';

export function CateringPackages({ packages }: { packages: CateringPackageView[] }) {
  const { locale, t } = useMarket();
  if (packages.length === 0) return null;
  return (
    <Section aria-labelledby="catering-packages">
      <h2 id="catering-packages">{t('catering.packages.title')}</h2>
      <p>{t('catering.packages.intro')}</p>
      <List>
        {packages.map((found) => {
          const money = (amount: string) => formatMoney(amount, locale, found.currency);
          return (
            <Package key={found.slug}>
              {found.imageUrl && <Picture src={found.imageUrl} alt="" place="cateringPackage" width={320} height={200} />}
              <Body>
                <h3>{found.title}</h3>
                <Feeds>{t('catering.packages.feeds', { guests: t.count('catering.packages.guests', found.feeds), price: money(found.from) })}</Feeds>
                <PerGuest>{t('catering.packages.perGuest', { price: money(found.perGuest) })}</PerGuest>
                {found.description && <p>{found.description}</p>}
                <QuoteLink href={CATERING_QUOTE_PATH} aria-label={t('catering.packages.quoteOne', { package: found.title })}>
                  {t('catering.packages.quote')}
                </QuoteLink>
              </Body>
            </Package>
          );
        })}
      </List>
    </Section>
  );
}

const Section = classed('section', styles.section);

const List = classed('ul', styles.list);

const Package = classed('li', styles.package);

const Picture = classed(FoodPicture, styles.picture);

const Body = classed('div', styles.body);

const Feeds = classed('p', styles.feeds);

const PerGuest = classed('p', styles.perGuest);

const QuoteLink = classed(MarketLink, styles.quoteLink);
