/**
 * The promotions bar: hidden for 7 days (`hidePromotionsBar`) once closed. It is in the server
 * render, so it never pushes the page down as it appears; once closed, its mark (lib/banner-marks.ts)
 * hides it from the next page's first paint.
 */
import styled from 'styled-components';
import { COOKIE_NAMES, HIDE_PROMOTIONS_BAR_MAX_AGE } from '@/domain/constants';
import { MarketLink } from '@/components/common/market-link';
import { useT } from '@/lib/use-t';
import { useCookie } from './use-cookie';

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

const Bar = styled.div`
  position: relative;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.emberDark};
  color: ${({ theme }) => theme.colors.white};
  text-align: center;

  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.white};
    font-weight: 700;
  }
  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.mustard};
  }
`;

const Close = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xs};
  transform: translateY(-50%);
  width: 40px;
  height: 40px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
  font-size: 1.5rem;
  cursor: pointer;
`;
