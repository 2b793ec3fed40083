/** From the catering pages: tell us how your event went, or enter the catering contest. */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { useT } from '@/lib/use-t';
import styles from './catering-form-links.module.css';

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

const Links = classed('ul', styles.links);
