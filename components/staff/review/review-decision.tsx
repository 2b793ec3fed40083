/**
 * The note staff leave as they release or cancel one held order: it takes focus when it opens,
 * Escape or Back closes it, and a refusal (a blank note here, the API's words otherwise) shows
 * beside the note or above the buttons. Cancelling says that the money goes back with the
 * order's Refund action, never here.
 */
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { REVIEW_NOTE_MAX } from '@/domain/staff/review-holds';
import type { ReviewDecision, ReviewDecisionKind, ReviewHold } from '@/lib/api/staff-review-holds';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import { EditorTextArea } from '../leads/editor-field';
import type { ReviewHoldsState } from './use-review-holds';
import styles from './review-template.module.css';

type Props = {
  hold: ReviewHold;
  kind: ReviewDecisionKind;
  decide: ReviewHoldsState['decide'];
  onDone: (decision: ReviewDecision) => void;
  onBack: () => void;
};

export function ReviewDecisionForm({ hold, kind, decide, onDone, onBack }: Props) {
  const { t } = useMarket();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = `review-${hold.orderId}-${kind}-note`;
  const titleId = `${id}-title`;
  const focusNote = () => document.getElementById(id)?.focus();

  useEffect(focusNote, [id]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t('staff.review.error.review_hold_note_required'));
      focusNote();
      return;
    }
    setNoteError(null);
    setRefusal(null);
    setSending(true);
    const outcome = await decide(hold, kind, note.trim());
    setSending(false);
    if (outcome.ok) onDone(outcome.decision);
    else setRefusal(outcome.message);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onBack();
  };

  return (
    <Form noValidate aria-labelledby={titleId} aria-busy={sending} onSubmit={(event) => void handleSubmit(event)} onKeyDown={handleKeyDown}>
      <h3 id={titleId}>{t(kind === 'release' ? 'staff.review.releaseTitle' : 'staff.review.cancelTitle', { number: hold.number })}</h3>
      {kind === 'cancel' && <p>{t('staff.review.cancelRefundNote')}</p>}
      <EditorTextArea
        id={id}
        label={t('staff.review.note')}
        error={noteError}
        maxLength={REVIEW_NOTE_MAX}
        rows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {refusal && <p role="alert">{refusal}</p>}
      <Buttons>
        <ConsoleButton type="submit" disabled={sending}>
          {sending ? t('staff.review.sending') : t(kind === 'release' ? 'staff.review.confirmRelease' : 'staff.review.confirmCancel')}
        </ConsoleButton>
        <ConsoleButton type="button" onClick={onBack} disabled={sending}>
          {t('staff.review.back')}
        </ConsoleButton>
      </Buttons>
    </Form>
  );
}

const Form = classed('form', styles.decision);

const Buttons = classed('div', styles.buttons);
