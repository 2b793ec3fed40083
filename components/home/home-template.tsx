/**
 * The home page: the hero with the call to order, the diner's last order (filled in the browser),
 * menu highlights, current deals, the points program, the home sections the content console
 * publishes (components/home/home-sections.tsx), and the states where the market has
 * restaurants (the directory crawlers follow). A section whose data could not be read is left out.
 */
import { classed } from '@/lib/classed';
import { HomeHero } from './home-hero';
import { HomeDeals } from './home-deals';
import { HomeSections } from './home-sections';
import { LastOrderSlot } from './last-order-slot';
import { MenuHighlights } from './menu-highlights';
import { RewardsTeaser } from './rewards-teaser';
import { CardGrid } from '@/components/common/card-grid';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import type { HomeProps } from '@/lib/page-loaders/home';
import { useT } from '@/lib/use-t';
import styles from './home-template.module.css';

export function HomeTemplate({ states, highlights, deals, rewards, sections }: HomeProps) {
  const t = useT();
  return (
    <>
      <HomeHero />
      <Container>
        <LastOrderSlot />
        {highlights && highlights.length > 0 && <MenuHighlights items={highlights} />}
        {deals && <HomeDeals deals={deals} />}
        {rewards && <RewardsTeaser program={rewards} />}
        {sections && <HomeSections home={sections} />}
        <section aria-labelledby="home-states">
          <h2 id="home-states">{t('home.statesTitle')}</h2>
          <p>{t('home.statesIntro')}</p>
          <StateList $min="12rem" $gap="sm">
            {states.map((state) => (
              <li key={state.slug}>
                <MarketLink href={state.path}>{state.name}</MarketLink>
                <Count>{t.count('count.locations', state.locationCount)}</Count>
              </li>
            ))}
          </StateList>
        </section>
      </Container>
    </>
  );
}

const StateList = classed(CardGrid, styles.stateList);

const Count = classed('span', styles.count);
