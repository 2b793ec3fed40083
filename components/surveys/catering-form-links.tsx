/** From the catering pages: tell us how your event went, or enter the catering contest. */
import styled from 'styled-components';
import { MarketLink } from '@/components/common/market-link';
import { useT } from '@/lib/use-t';

export function CateringFormLinks() {
  const t = useT();
  return (
    <Links aria-label={t('survey.links.label')}>
      <li>
        <h2>{t('survey.links.feedbackTitle')}</h2>
        <p>{t('survey.links.feedbackText')}</p>
        <MarketLink href="/catering/feedback">{t('survey.links.feedback')}</MarketLink>
      </li>
      <li>
        <h2>{t('survey.links.contestTitle')}</h2>
        <p>{t('survey.links.contestText')}</p>
        <MarketLink href="/catering/contest">{t('survey.links.contest')}</MarketLink>
      </li>
    </Links>
  );
}

const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xl}`};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  a {
    font-weight: 700;
  }
`;
