/**
 * The points program on the home page, with the brand's own earn rate (its loyalty settings, read
 * from the API): "Earn 10 points for every $1 you spend". Nothing shows for a brand that runs no
 * points program.
 */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { formatMoney } from '@/domain/money-format';
import type { LoyaltyProgram } from '@/lib/api/loyalty';
import { useMarket } from '@/lib/use-market';
import styles from './rewards-teaser.module.css';

export function RewardsTeaser({ program }: { program: LoyaltyProgram }) {
  const { locale, currency, t } = useMarket();
  if (!program.loyaltyEnabled || program.pointsPerUnit <= 0) return null;
  const rate = program.pointsPerUnit.toLocaleString(locale);
  return (
    <Section aria-labelledby="home-rewards">
      <Eyebrow>{t('home.rewards.eyebrow')}</Eyebrow>
      <h2 id="home-rewards">{program.rewardsTitle}</h2>
      <Rate>{t('home.rewards.rate', { rate, unit: formatMoney('1', locale, currency) })}</Rate>
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
