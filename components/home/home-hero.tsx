/** The home page hero: the chain's promise and the way to a restaurant. */
import styled from 'styled-components';
import { MarketLink } from '@/components/common/market-link';
import { useT } from '@/lib/use-t';
import { primaryButton } from '@/styles/buttons';
import { media } from '@/styles/media';

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

const Hero = styled.section`
  background:
    radial-gradient(circle at 80% 20%, rgba(224, 165, 38, 0.18), transparent 45%),
    linear-gradient(160deg, #2b221d 0%, ${({ theme }) => theme.colors.charcoal} 70%);
  color: ${({ theme }) => theme.colors.cream};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};

  h1 {
    max-width: 16ch;
    font-size: clamp(2.5rem, 7vw, 4.5rem);
    text-transform: uppercase;
  }
  ${media.below('mobile')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mustard};
  font-family: ${({ theme }) => theme.fonts.heading};
  letter-spacing: 0.15em;
  text-transform: uppercase;
`;

const Body = styled.p`
  max-width: 38rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.25rem;
`;

const KidsEatFree = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mustard};
  font-weight: 700;
  font-size: 1.125rem;
`;

const FindLink = styled(MarketLink)`
  ${primaryButton}
  &:hover { color: ${({ theme }) => theme.colors.white}; }
`;
