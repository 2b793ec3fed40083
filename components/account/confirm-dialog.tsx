/** Asks before something is deleted (the shared Modal): the question, Delete and Keep. */
import { classed } from '@/lib/classed';
import { Modal } from '@/components/common/modal';
import { useMarket } from '@/lib/use-market';
import { MainButton, SmallButton } from './account-ui';
import styles from './confirm-dialog.module.css';

type Props = { open: boolean; title: string; question: string; busy: boolean; onConfirm: () => void; onCancel: () => void };

export function ConfirmDialog({ open, title, question, busy, onConfirm, onCancel }: Props) {
  const { t } = useMarket();
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <p>{question}</p>
      <Buttons>
        <MainButton type="button" onClick={onConfirm} disabled={busy}>
          {t('account.confirm.delete')}
        </MainButton>
        <SmallButton type="button" onClick={onCancel}>
          {t('account.confirm.keep')}
        </SmallButton>
      </Buttons>
    </Modal>
  );
}

const Buttons = classed('div', styles.buttons);
