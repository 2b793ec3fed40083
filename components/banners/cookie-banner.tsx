/**
 * Cookie consent: shown until consent is stored; Accept or the close icon stores
 * `cookieConsent` for COOKIE_CONSENT_MAX_AGE seconds and hides the banner. The banner is in the
 * server-rendered page (pages are the same for every visitor), so it paints with the page rather
 * than popping in after hydration; for a visitor who already consented,
 * its mark (lib/banner-marks.ts) hides it until hydration removes it.
 */
import { classed } from '@/lib/classed';
import { PDF } from '@/content/brand';
import { COOKIE_CONSENT_MAX_AGE, COOKIE_NAMES } from '@/domain/constants';
import { ContentLink } from '@/components/layout/content-link';
import { useT } from '@/lib/use-t';
import { useCookie } from './use-cookie';
import styles from './cookie-banner.module.css';

export function CookieBanner() {
  const t = useT();
  const consent = useCookie(COOKIE_NAMES.cookieConsent);
  if (consent.ready && consent.value) return null;
  const handleConsent = () => consent.store('true', { maxAge: COOKIE_CONSENT_MAX_AGE });
  return (
    <Banner role="region" aria-label={t('shell.cookie.label')} data-cookie-banner="">
      <p>
        {t('shell.cookie.text')} <ContentLink url={PDF.cookiePolicy}>{t('shell.cookie.policy')}</ContentLink>
      </p>
      <Accept type="button" onClick={handleConsent}>
        {t('shell.cookie.accept')}
      </Accept>
      <Close type="button" onClick={handleConsent} aria-label={t('shell.cookie.close')}>
        <span aria-hidden="true">×</span>
      </Close>
    </Banner>
  );
}

const Banner = classed('div', styles.banner);

const Accept = classed('button', styles.accept);

const Close = classed('button', styles.close);
