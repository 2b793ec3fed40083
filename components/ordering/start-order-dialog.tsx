/**
 * The start-order dialog: START YOUR ORDER, or START YOUR QUOTE on quote links,
 * with the handoff choices. Choosing one navigates to the store finder and closes the dialog.
 * The header opens it through useStartOrder() (start-order-context.tsx).
 */
import { Modal } from '@/components/common/modal';
import { useT } from '@/lib/use-t';
import { HandoffChoices, type StartMode } from './handoff-choices';

type StartOrderDialogProps = {
  open: boolean;
  onClose: () => void;
  mode: StartMode;
  /** The order category to start; everyday when none is given. */
  categorySlug?: string;
};

export function StartOrderDialog({ open, onClose, mode, categorySlug }: StartOrderDialogProps) {
  const t = useT();
  const title = mode === 'quote' ? t('ordering.start.titleQuote') : t('ordering.start.titleOrder');
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <HandoffChoices mode={mode} categorySlug={categorySlug} onChosen={onClose} />
    </Modal>
  );
}
