/**
 * Sends a form's values (a survey, a privacy request, a job application): the API's refusal as
 * text in the visitor's language, or the receipt once sent.
 */
import { useState } from 'react';
import { failureText } from '@/lib/api/failure-text';
import { useMarket } from '@/lib/use-market';

export function useFormSend<V, R>(send: (values: V) => Promise<R>) {
  const { locale, t } = useMarket();
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<R | null>(null);
  const handleSubmit = async (values: V) => {
    setError(null);
    try {
      setReceipt(await send(values));
    } catch (failure) {
      setError(await failureText(t, failure, { locale }));
    }
  };
  return { error, receipt, handleSubmit };
}
