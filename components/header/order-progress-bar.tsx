/**
 * The header's named order steps: Menu, Cart, Details, Payment, the current one marked
 * (aria-current="step"), those behind it ticked and said to be done. One line of fixed height on
 * every step, so the header never changes size along the way.
 */
import { classed } from '@/lib/classed';
import { useOrderSummary } from '@/lib/order-context';
import { useT } from '@/lib/use-t';
import { orderProgress } from './order-progress';
import styles from './order-progress-bar.module.css';

export function OrderProgressBar() {
  const t = useT();
  const { currentOrderStep, numberOfItemsInCart } = useOrderSummary();
  const steps = orderProgress(currentOrderStep, numberOfItemsInCart);
  if (steps === null) return null;
  return (
    <Steps aria-label={t('shell.progress.steps')}>
      <ol>
        {steps.map(({ step, state }, index) => (
          <Step key={step} aria-current={state === 'current' ? 'step' : undefined} $done={state === 'done'} $current={state === 'current'}>
            <Marker aria-hidden="true">{state === 'done' ? '✓' : index + 1}</Marker>
            {t(`shell.progress.step.${step}`)}
            {state === 'done' && <Hidden>{` (${t('shell.progress.done')})`}</Hidden>}
          </Step>
        ))}
      </ol>
    </Steps>
  );
}

const Steps = classed('nav', styles.steps);

const Step = classed('li', styles.step, { $done: styles.done, $current: styles.current });

const Marker = classed('span', styles.marker);

const Hidden = classed('span', styles.hidden);
