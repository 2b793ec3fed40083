/**
 * Above the header of a market's site when the diner's cart belongs to another market: it says
 * which country, and offers to continue that order on its own site or to start a new one here
 * (where this site takes orders). The cart's amounts stay in its own currency meanwhile.
 */
import { classed } from '@/lib/classed';
import { htmlLang, localizedPath } from '@/domain/markets';
import type { CartElsewhere } from '@/domain/ordering/cart-market';
import { useMarket } from '@/lib/use-market';
import styles from './international-banner.module.css';

export function CartElsewhereBanner({ offer }: { offer: CartElsewhere }) {
  const { t, locale } = useMarket();
  const country = new Intl.DisplayNames([htmlLang(locale)], { type: 'region' }).of(offer.country) ?? offer.country;
  return (
    <Banner role="region" aria-label={t('shell.cartElsewhere.label')}>
      <p>{t('shell.cartElsewhere.text', { country })}</p>
      <Action href={offer.cartPath}>{t('shell.cartElsewhere.continue')}</Action>
      {offer.canOrderHere && <Action href={localizedPath(locale, '/order-now')}>{t('shell.cartElsewhere.startHere')}</Action>}
    </Banner>
  );
}

const Banner = classed('div', styles.banner);

const Action = classed('a', styles.continue);
