/**
 * Cookie consent: shown until consent is stored; Accept or the close icon stores
 * `cookieConsent` for COOKIE_CONSENT_MAX_AGE seconds and hides the banner. The banner is in the
 * server-rendered page (pages are the same for every visitor), so it paints with the page rather
 * than popping in after hydration; for a visitor who already consented,
 * its mark (lib/banner-marks.ts) hides it until hydration removes it.
 */
import styled from 'styled-components';
import { PDF } from '@/content/brand';
import { COOKIE_CONSENT_MAX_AGE, COOKIE_NAMES } from '@/domain/constants';
import { ContentLink } from '@/components/layout/content-link';
import { useT } from '@/lib/use-t';
import { primaryButton } from '@/styles/buttons';
import { useCookie } from './use-cookie';

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

const Banner = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 800;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl} ${theme.space.md} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.2);

  p {
    flex: 1 1 320px;
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.emberDark};
  }
`;

const Accept = styled.button`
  ${primaryButton}
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.75rem;
  cursor: pointer;
`;
