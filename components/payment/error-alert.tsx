/** A payment failure the diner must read: announced, and focused so the next step is obvious. */
import { useEffect, useRef } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';

export function ErrorAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <ErrorNotice ref={ref} role="alert" tabIndex={-1}>
      {message}
    </ErrorNotice>
  );
}
