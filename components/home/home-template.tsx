/** The home page: the hero and the states where the market has restaurants. */
import styled from 'styled-components';
import { HomeHero } from './home-hero';
import { CardGrid, cardFrame } from '@/components/common/card-grid';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import type { StateSummary } from '@/lib/api/locations';
import { useT } from '@/lib/use-t';

export function HomeTemplate({ states }: { states: StateSummary[] }) {
  const t = useT();
  return (
    <>
      <HomeHero />
      <Container>
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

const StateList = styled(CardGrid)`
  li {
    ${cardFrame}
  }
  a {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

const Count = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 0.875rem;
`;
