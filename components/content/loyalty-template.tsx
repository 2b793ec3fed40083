/** /promos/loyalty: how the rewards program works, its perks, join and sign-in buttons, terms. */
import { classed } from '@/lib/classed';
import { Actions, ButtonLink } from './content-link';
import { ContentPage, Section } from './content-page';
import { Terms } from './deals-template';
import type { LoyaltyPromotion } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import { MarketLink } from '@/components/common/market-link';
import { BRAND_ID } from '@/domain/constants';
import { LOYALTY_BRAND_ID } from '@/domain/loyalty/brand';
import { useT } from '@/lib/use-t';
import styles from './loyalty-template.module.css';

export function LoyaltyTemplate({ loyalty, breadcrumbs }: { loyalty: LoyaltyPromotion; breadcrumbs: HeadCrumb[] }) {
  const t = useT();
  return (
    <ContentPage title={loyalty.heading} intro={loyalty.intro} breadcrumbs={breadcrumbs}>
      <Section id="loyalty-steps" title={t('content.loyalty.howItWorks')}>
        <Steps>
          {loyalty.steps.map((step) => (
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
