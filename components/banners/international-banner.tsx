/**
 * The international redirect banner: hidden by default; skipped entirely (no geo
 * call) when `hideContinueToInternationalSitePrompt` is stored. Once /api/getGeoFromIp names a
 * configured country whose site the visitor is not on, it offers that site. Continue or close
 * hides it and stores the persistent flag.
 */
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { classed } from '@/lib/classed';
import { COOKIE_NAMES, HIDE_INTERNATIONAL_PROMPT_MAX_AGE } from '@/domain/constants';
import { fetchGeoCountry } from '@/lib/api/geo-from-ip';
import { useMarket } from '@/lib/use-market';
import { internationalOffer } from './banner-rules';
import { useCookie } from './use-cookie';
import styles from './international-banner.module.css';

export function InternationalBanner() {
  const market = useMarket();
  const { t } = market;
  const { asPath } = useRouter();
  const hide = useCookie(COOKIE_NAMES.hideContinueToInternationalSitePrompt);
  const [detected, setDetected] = useState<string | null>(null);

  useEffect(() => {
    if (!hide.ready || hide.value) return;
    let current = true;
    void fetchGeoCountry().then((country) => current && setDetected(country));
    return () => {
      current = false;
    };
  }, [hide.ready, hide.value]);

  const offer = internationalOffer({ detectedAlpha2: detected, market, currentPath: asPath, hideFlag: !hide.ready || Boolean(hide.value) });
  if (!offer) return null;
  const handleHide = () => hide.store('true', { maxAge: HIDE_INTERNATIONAL_PROMPT_MAX_AGE });

  return (
    <Banner role="region" aria-label={t('shell.geo.label')}>
      <p>{t('shell.geo.text', { country: offer.country.label })}</p>
      <Continue href={offer.href} onClick={handleHide}>
        {t('shell.geo.continue')}
      </Continue>
      <Close type="button" onClick={handleHide} aria-label={t('shell.geo.close')}>
        <span aria-hidden="true">×</span>
      </Close>
    </Banner>
  );
}

const Banner = classed('div', styles.banner);

const Continue = classed('a', styles.continue);

const Close = classed('button', styles.close);
