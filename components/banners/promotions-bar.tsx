/**
 * The promotions bar: hidden for 7 days (`hidePromotionsBar`) once closed. It is in the server
 * render, so it never pushes the page down as it appears; once closed, its mark (lib/banner-marks.ts)
 * hides it from the next page's first paint.
 */
import { classed } from '@/lib/classed';
import { COOKIE_NAMES, HIDE_PROMOTIONS_BAR_MAX_AGE } from '@/domain/constants';
import { MarketLink } from '@/components/common/market-link';
import { useT } from '@/lib/use-t';
import { useCookie } from './use-cookie';
import styles from './promotions-bar.module.css';

export function PromotionsBar() {
  const t = useT();
  const hidden = useCookie(COOKIE_NAMES.hidePromotionsBar);
  if (hidden.ready && hidden.value) return null;
  return (
    <Bar role="region" aria-label={t('shell.promo.label')} data-promotions-bar="">
      <p>
        {t('shell.promo.text')} <MarketLink href="/promos/current-deals">{t('shell.promo.link')}</MarketLink>
      </p>
      <Close type="button" aria-label={t('shell.promo.close')} onClick={() => hidden.store('true', { maxAge: HIDE_PROMOTIONS_BAR_MAX_AGE })}>
        <span aria-hidden="true">×</span>
      </Close>
    </Bar>
  );
}

const Bar = classed('div', styles.bar);

const Close = classed('button', styles.close);
