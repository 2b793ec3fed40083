/** The home page hero: the chain's promise and the way to a restaurant. */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { useT } from '@/lib/use-t';
import styles from './home-hero.module.css';

export function HomeHero() {
  const t = useT();
  return (
    <Hero aria-labelledby="home-title">
      <Inner>
        <Eyebrow>{t('home.heroEyebrow')}</Eyebrow>
        <h1 id="home-title">{t('home.heroTitle')}</h1>
        <Body>{t('home.heroBody')}</Body>
        <KidsEatFree>{t('home.kidsEatFree')}</KidsEatFree>
        <FindLink href="/locations">{t('home.findLocation')}</FindLink>
      </Inner>
    </Hero>
  );
}

const Hero = classed('section', styles.hero);

const Inner = classed('div', styles.inner);

const Eyebrow = classed('p', styles.eyebrow);

const Body = classed('p', styles.body);

const KidsEatFree = classed('p', styles.kidsEatFree);

const FindLink = classed(MarketLink, styles.findLink);
