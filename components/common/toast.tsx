/**
 * The notification stack, mounted once by _app. Info and success toasts are announced
 * politely; errors as alerts. Each fades in and out over NOTIFICATION_FADE_MS.
 */
import { classed } from '@/lib/classed';
import { useToast, type Toast, type ToastType } from '@/lib/toast-context';
import { useT } from '@/lib/use-t';
import styles from './toast.module.css';

export function ToastStack() {
  const { toasts, dismiss } = useToast();
  const t = useT();
  const polite = toasts.filter((toast) => toast.type !== 'error');
  const urgent = toasts.filter((toast) => toast.type === 'error');
  return (
    <Stack>
      <Region role="status" aria-live="polite">
        {polite.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} closeLabel={t('shell.toast.close')} />
        ))}
      </Region>
      <Region role="alert" aria-live="assertive">
        {urgent.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} closeLabel={t('shell.toast.close')} />
        ))}
      </Region>
    </Stack>
  );
}

type CardProps = { toast: Toast; onClose: () => void; closeLabel: string };

function ToastCard({ toast, onClose, closeLabel }: CardProps) {
  return (
    <Card className={TONES[toast.type]} $leaving={toast.leaving} data-toast-type={toast.type} data-leaving={toast.leaving}>
      {toast.imageUrl && <img src={toast.imageUrl} alt="" width={40} height={40} />}
      <p>{toast.text}</p>
      <Close type="button" onClick={onClose} aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </Close>
    </Card>
  );
}

/** Each type's colours (a class in toast.module.css). */
const TONES: Record<ToastType, string | undefined> = {
  info: styles.info,
  success: styles.success,
  error: styles.error,
};

const Stack = classed('div', styles.stack);

const Region = classed('div', styles.region);

const Card = classed('div', styles.card, { $leaving: styles.leaving });

const Close = classed('button', styles.close);
