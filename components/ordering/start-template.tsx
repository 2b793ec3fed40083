/**
 * /order-now, /quote, /get-a-quote and /get-a-quote/[category]: the start-order choices as a
 * page. Quote pages clear the stored handoff at path / on arrival, so
 * the diner chooses again.
 */
import { useEffect } from 'react';
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { clearHandoff } from '@/lib/order-cookies';
import { useT } from '@/lib/use-t';
import { HandoffChoices, type StartMode } from './handoff-choices';
import styles from './start-template.module.css';

export type StartTemplateProps = { mode: StartMode; categorySlug: string };

export function StartTemplate({ mode, categorySlug }: StartTemplateProps) {
  const t = useT();
  useEffect(() => {
    if (mode === 'quote') clearHandoff();
  }, [mode]);
  return (
    <Container>
      <Panel>
        <h1>{mode === 'quote' ? t('ordering.start.titleQuote') : t('ordering.start.titleOrder')}</h1>
        <HandoffChoices mode={mode} categorySlug={categorySlug} />
      </Panel>
    </Container>
  );
}

const Panel = classed('section', styles.panel);
