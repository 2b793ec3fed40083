/** The small header's "Order completion" bar, driven by the current order step. */
import { classed } from '@/lib/classed';
import { useOrderSummary } from '@/lib/order-context';
import { useT } from '@/lib/use-t';
import { orderProgress } from './order-progress';
import styles from './order-progress-bar.module.css';

export function OrderProgressBar() {
  const t = useT();
  const { currentOrderStep } = useOrderSummary();
  const percent = orderProgress(currentOrderStep);
  if (percent === null) return null;
  return (
    <Track
      role="progressbar"
      aria-label={t('shell.progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('shell.progress.value', { percent })}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}

const Track = classed('div', styles.track);

const Fill = classed('div', styles.fill);
