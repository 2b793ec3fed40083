/**
 * The text of a failed call, told when a call has failed: the tables that turn an API code into
 * the diner's language (./error-text.ts) load then, so a page does not ship them to every visitor
 * for the rare failure. The caller awaits it before showing the failure, keeping its busy state
 * meanwhile, so the diner reads the same text as before and never a code. Where those tables
 * cannot be fetched (the connection dropped), the generic failure text in the diner's language.
 */
import type { Translate } from '@/lib/i18n';
import type { LocaleTag } from '@/domain/markets';
import { isApiError } from './api-error';

export async function failureText(t: Translate, error: unknown, market?: { locale: LocaleTag }): Promise<string> {
  try {
    const { failureTextOf } = await import('./error-text');
    return failureTextOf(t, error, market);
  } catch {
    return t('checkout.error.generic');
  }
}

/**
 * The same for a call whose page has a text of its own for a failure that is not the API's answer
 * (the connection dropped): `fallback` then, without fetching the tables.
 */
export async function failureTextOr(t: Translate, error: unknown, fallback: string, market?: { locale: LocaleTag }): Promise<string> {
  return isApiError(error) && error.message ? failureText(t, error, market) : fallback;
}

type CodedAnswer = Parameters<typeof import('./error-text').apiText>[1];

/**
 * The text of an answer the API gave with its code (a reset link sent), from the same tables,
 * fetched the same way; the API's own message where they cannot be fetched.
 */
export async function answerText(t: Translate, answer: CodedAnswer, market?: { locale: LocaleTag }): Promise<string> {
  try {
    const { apiText } = await import('./error-text');
    return apiText(t, answer, market);
  } catch {
    return answer.message;
  }
}
