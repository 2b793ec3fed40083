/** What a sent survey form shows: thanks, where the confirmation went, what happens next, and a way on. */
import { useEffect, useRef } from 'react';
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import styles from './survey-success.module.css';

type Props = { title: string; confirmation: string; next: string; linkLabel: string; linkHref: string };

export function SurveySuccess({ title, confirmation, next, linkLabel, linkHref }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to the thanks, so a screen reader reads it next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel role="status">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{confirmation}</p>
      <p>{next}</p>
      <MarketLink href={linkHref}>{linkLabel}</MarketLink>
    </Panel>
  );
}

const Panel = classed('section', styles.panel);
