/**
 * The body of the start-order dialog and of /order-now: Carryout or Delivery (and, for orders,
 * curbside, dine-in and drive-through at the stores that offer them),
 * the "We Also Offer: Catering" link and the app promo. Choosing a handoff stores it (cookie
 * `handoff`), goes to the store finder of the category (everyday unless told) and tells the
 * host (the dialog closes).
 */
import { useRouter } from 'next/router';
import { classed } from '@/lib/classed';
import { CardGrid } from '@/components/common/card-grid';
import { MarketLink } from '@/components/common/market-link';
import { EXTERNAL } from '@/content/brand';
import { marketLink } from '@/domain/markets';
import { DEFAULT_ORDER_CATEGORY, type HandoffTypeParam } from '@/domain/ordering/handoffs';
import { writeHandoff } from '@/lib/order-cookies';
import { useMarket } from '@/lib/use-market';
import { MoreHandoffChoices } from './more-handoff-choices';
import styles from './handoff-choices.module.css';

export type StartMode = 'order' | 'quote';

type Props = { mode: StartMode; categorySlug?: string; onChosen?: (handoff: HandoffTypeParam) => void };

/** Where a handoff choice leads: the category's store finder. */
function finderPath(handoff: HandoffTypeParam, categorySlug: string = DEFAULT_ORDER_CATEGORY): string {
  return `/quote/${encodeURIComponent(categorySlug)}?type=${handoff}`;
}

export function HandoffChoices({ mode, categorySlug, onChosen }: Props) {
  const { locale, t } = useMarket();
  const router = useRouter();

  const handleChoose = (handoff: HandoffTypeParam) => {
    writeHandoff(handoff);
    onChosen?.(handoff);
    void router.push(marketLink(locale, finderPath(handoff, categorySlug || DEFAULT_ORDER_CATEGORY)));
  };

  return (
    <Body>
      <Intro>{mode === 'quote' ? t('ordering.start.introQuote') : t('ordering.start.intro')}</Intro>
      <CardGrid $min="11rem" $fit>
        {(['carryout', 'delivery'] as const).map((handoff) => (
          <li key={handoff}>
            <Choice type="button" onClick={() => handleChoose(handoff)} aria-describedby={`handoff-hint-${handoff}`}>
              {t(`ordering.handoff.${handoff}`)}
            </Choice>
            <Hint id={`handoff-hint-${handoff}`}>{t(`ordering.handoff.${handoff}Hint`)}</Hint>
          </li>
        ))}
      </CardGrid>
      {mode === 'order' && <MoreHandoffChoices onChoose={handleChoose} />}
      <AlsoOffer>
        {t('ordering.start.alsoOffer')} <MarketLink href="/catering">{t('ordering.start.catering')}</MarketLink>
      </AlsoOffer>
      <AppPromo aria-label={t('ordering.start.appPromo')}>
        <p>{t('ordering.start.appPromo')}</p>
        <Badges>
          <a href={EXTERNAL.appStore} target="_blank" rel="noopener noreferrer">
            <img src="/images/ordering/badge-app-store.svg" width={135} height={40} alt={t('ordering.start.appStore')} />
          </a>
          <a href={EXTERNAL.googlePlay} target="_blank" rel="noopener noreferrer">
            <img src="/images/ordering/badge-google-play.svg" width={135} height={40} alt={t('ordering.start.googlePlay')} />
          </a>
        </Badges>
      </AppPromo>
    </Body>
  );
}

const Body = classed('div', styles.body);

const Intro = classed('p', styles.intro);

const Choice = classed('button', styles.choice);

const Hint = classed('p', styles.hint);

const AlsoOffer = classed('p', styles.alsoOffer);

const AppPromo = classed('section', styles.appPromo);

const Badges = classed('div', styles.badges);
