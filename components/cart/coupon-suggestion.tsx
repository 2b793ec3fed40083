/** The wallet's best reward for this cart, taken in one tap: "Use your reward: save $X" in the market's currency. */
import styled from 'styled-components';
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { WalletSuggestion } from '@/lib/api/coupons';
import { useMarket } from '@/lib/use-market';
import { primaryButton } from '@/styles/buttons';

type Props = { suggestion: WalletSuggestion; disabled: boolean; onUse: (suggestion: WalletSuggestion) => void };

export function CouponSuggestion({ suggestion, disabled, onUse }: Props) {
  const { t, locale } = useMarket();
  const amount = formatMoney(suggestion.saving, locale, suggestion.currency as Currency);
  return (
    <Box>
      <UseButton type="button" disabled={disabled} onClick={() => onUse(suggestion)} aria-describedby="wallet-suggestion-what">
        {t('coupons.suggestion.use', { amount })}
      </UseButton>
      <small id="wallet-suggestion-what">{t('coupons.suggestion.what', { title: suggestion.title })}</small>
    </Box>
  );
}

const Box = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
`;

const UseButton = styled.button`
  ${primaryButton}
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;
