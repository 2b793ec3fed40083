/**
 * What an account page's loader read for one section: its data, or the human message of why it
 * could not (the rest of the page still shows). Built on the server, sent as page props.
 */
import { pageErrorOf } from '@/lib/page-loaders/with-page';

export type SectionData<T> = { ok: true; data: T } | { ok: false; message: string };

/** Waits for `load` and keeps a failure as a message instead of failing the whole page. */
export async function sectionOf<T>(load: Promise<T>): Promise<SectionData<T>> {
  try {
    return { ok: true, data: await load };
  } catch (error) {
    const { message } = pageErrorOf(error);
    return { ok: false, message: message ?? '' };
  }
}
