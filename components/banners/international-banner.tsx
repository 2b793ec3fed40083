/**
 * The international redirect banner: hidden by default; skipped entirely (no geo
 * call) when `hideContinueToInternationalSitePrompt` is stored. Once /api/getGeoFromIp names a
 * configured country whose site the visitor is not on, it offers that site. Continue or close
 * hides it and stores the persistent flag.
 */
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { COOKIE_NAMES, HIDE_INTERNATIONAL_PROMPT_MAX_AGE } from '@/domain/constants';
import { fetchGeoCountry } from '@/lib/api/geo-from-ip';
import { useMarket } from '@/lib/use-market';
import { internationalOffer } from './banner-rules';
import { useCookie } from './use-cookie';

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

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  position: relative;
  background: ${({ theme }) => theme.colors.noticeBackground};
  color: ${({ theme }) => theme.colors.noticeText};

  p {
    margin: 0;
  }
`;

const Continue = styled.a`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.noticeText};
  border-radius: ${({ theme }) => theme.buttons.radius};
  color: ${({ theme }) => theme.colors.noticeText};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.noticeText};
    color: ${({ theme }) => theme.colors.noticeBackground};
  }
`;

const Close = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xs};
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.noticeText};
  font-size: 1.75rem;
  cursor: pointer;
`;
