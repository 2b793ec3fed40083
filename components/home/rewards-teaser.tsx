/**
 * The points program on the home page, with the brand's own earn rate (its loyalty settings, read
 * from the API): "Earn 10 points for every $1 you spend", for every ￥150 in Japan (domain/loyalty/earn-rates.ts). Nothing shows for a brand that runs no
 * points program.
 */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { earnRateIn } from '@/domain/loyalty/earn-rates';
import { formatMoney } from '@/domain/money-format';
import type { LoyaltyProgram } from '@/lib/api/loyalty';
import { useMarket } from '@/lib/use-market';
import styles from './rewards-teaser.module.css';

export function RewardsTeaser({ program }: { program: LoyaltyProgram }) {
  const { locale, currency, t } = useMarket();
  if (!program.loyaltyEnabled || program.pointsPerUnit <= 0) return null;
  const earning = earnRateIn(program.pointsPerUnit, currency);
  return (
    <Section aria-labelledby="home-rewards">
      <Eyebrow>{t('home.rewards.eyebrow')}</Eyebrow>
      <h2 id="home-rewards">{program.rewardsTitle}</h2>
      <Rate>{t('home.rewards.rate', { rate: earning.points.toLocaleString(locale), unit: formatMoney(earning.per, locale, currency) })}</Rate>
      <Actions>
        <JoinLink href="/signup">{t('home.rewards.join')}</JoinLink>
        <LearnLink href="/promos/loyalty">{t('home.rewards.learn')}</LearnLink>
      </Actions>
    </Section>
  );
}

const Section = classed('section', styles.section);

const Eyebrow = classed('p', styles.eyebrow);

const Rate = classed('p', styles.rate);

const Actions = classed('div', styles.actions);

const JoinLink = classed(MarketLink, styles.joinLink);

const LearnLink = classed(MarketLink, styles.learnLink);
