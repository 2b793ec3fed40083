/**
 * A payment failure the diner must read: announced, and focused so the next step is obvious;
 * `focus` false when the focus goes elsewhere (the field at fault, in the card frame).
 */
import { useEffect, useRef } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';

export function ErrorAlert({ message, focus = true }: { message: string | null; focus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message && focus) ref.current?.focus();
  }, [message, focus]);
  if (!message) return null;
  return (
    <ErrorNotice ref={ref} role="alert" tabIndex={-1}>
      {message}
    </ErrorNotice>
  );
}
