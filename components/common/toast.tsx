/**
 * The notification stack, mounted once by _app. Info and success toasts are announced
 * politely; errors as alerts. Each fades in and out over NOTIFICATION_FADE_MS.
 */
import styled, { css, keyframes } from 'styled-components';
import { NOTIFICATION_FADE_MS } from '@/domain/timings';
import { useToast, type Toast, type ToastType } from '@/lib/toast-context';
import { useT } from '@/lib/use-t';

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
    <Card $type={toast.type} $leaving={toast.leaving} data-toast-type={toast.type} data-leaving={toast.leaving}>
      {toast.imageUrl && <img src={toast.imageUrl} alt="" width={40} height={40} />}
      <p>{toast.text}</p>
      <Close type="button" onClick={onClose} aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </Close>
    </Card>
  );
}

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: none; }
`;

const TONES: Record<ToastType, { background: string; color: string }> = {
  info: { background: '#1f1a17', color: '#fbf6ee' },
  success: { background: '#1e5631', color: '#ffffff' },
  error: { background: '#7f2413', color: '#ffffff' },
};

const Stack = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: 1100;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  pointer-events: none;
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Card = styled.div<{ $type: ToastType; $leaving: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 420px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-radius: 6px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.3);
  pointer-events: auto;
  background: ${({ $type }) => TONES[$type].background};
  color: ${({ $type }) => TONES[$type].color};
  animation: ${fadeIn} ${NOTIFICATION_FADE_MS}ms ease;
  transition: opacity ${NOTIFICATION_FADE_MS}ms ease;
  ${({ $leaving }) =>
    $leaving &&
    css`
      opacity: 0;
    `}

  p {
    margin: 0;
    flex: 1;
  }
`;

const Close = styled.button`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid #e0a526;
    outline-offset: 1px;
  }
`;
