/**
 * /promos/loyalty: how the rewards program works, its perks, join and sign-in buttons, terms. A
 * step that states the earn rate (`[rate]` points for every `[unit]`) says the brand's own in the
 * market's currency (10 points for every ￥150 in Japan, domain/loyalty/earn-rates.ts), and is
 * left out when the program's rate is not known.
 */
import { classed } from '@/lib/classed';
import { Actions, ButtonLink } from './content-link';
import { ContentPage, Section } from './content-page';
import { Terms } from './deals-template';
import type { LoyaltyPromotion } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import { MarketLink } from '@/components/common/market-link';
import { BRAND_ID } from '@/domain/constants';
import { LOYALTY_BRAND_ID } from '@/domain/loyalty/brand';
import { interpolate } from '@/domain/interpolate';
import { earnRateIn } from '@/domain/loyalty/earn-rates';
import { formatMoney } from '@/domain/money-format';
import type { LoyaltyProgram } from '@/lib/api/loyalty';
import { useMarket } from '@/lib/use-market';
import styles from './loyalty-template.module.css';

type Props = { loyalty: LoyaltyPromotion; breadcrumbs: HeadCrumb[]; program: LoyaltyProgram | null };

export function LoyaltyTemplate({ loyalty, breadcrumbs, program }: Props) {
  const { t, locale, currency } = useMarket();
  const rate = program && program.loyaltyEnabled && program.pointsPerUnit > 0 ? earnRateIn(program.pointsPerUnit, currency) : null;
  const earning = rate ? { rate: rate.points.toLocaleString(locale), unit: formatMoney(rate.per, locale, currency) } : null;
  const steps = loyalty.steps.flatMap((step) => {
    if (!step.text.includes('[rate]')) return [step];
    return earning ? [{ ...step, text: interpolate(step.text, earning) }] : [];
  });
  return (
    <ContentPage title={loyalty.heading} intro={loyalty.intro} breadcrumbs={breadcrumbs}>
      <Section id="loyalty-steps" title={t('content.loyalty.howItWorks')}>
        <Steps>
          {steps.map((step) => (
            <li key={step.id}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </Steps>
      </Section>
      <Section id="loyalty-perks" title={t('content.loyalty.perks')}>
        <ul>
          {loyalty.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </Section>
      <Actions>
        <ButtonLink button={loyalty.joinCta} />
        <ButtonLink button={loyalty.signInCta} secondary />
        {BRAND_ID === LOYALTY_BRAND_ID && <MarketLink href="/user-profile/loyalty">{t('loyalty.promo.myRewards')}</MarketLink>}
      </Actions>
      <Terms>{loyalty.terms}</Terms>
    </ContentPage>
  );
}

const Steps = classed('ol', styles.steps);
