/**
 * A list entry between its stored shape (the storefront's list item without its id,
 * domain/content/types.ts) and the console's flat fields (domain/wire/staff-content-entries.ts).
 */
import type { EntryKind } from '@/domain/content/entry-fields';
import { postStatus } from '@/domain/content/post-publishing';
import type { ContentImage } from '@/domain/content/types';
import type { ContentLocale } from '@/domain/wire/staff-content';
import type { WireContentEntry, WireEntryFields } from '@/domain/wire/staff-content-entries';
import type { ContentEntryRow } from '@/server/db/schema';

type Stored = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored entry of checked, trimmed fields; a deal's picture is `image` with the typed description. */
export function dataOf(kind: EntryKind, fields: WireEntryFields, image: ContentImage | null): Stored {
  const field = (name: keyof WireEntryFields) => (fields[name] ?? '').trim();
  switch (kind) {
    case 'deal':
      return {
        title: field('title'),
        description: field('description'),
        terms: field('terms'),
        cta: { label: field('ctaLabel'), url: field('ctaUrl') },
        image: { ...image!, alternativeText: field('imageAlt') },
      };
    case 'faq':
      return { question: field('question'), answer: field('answer') };
    case 'press':
      return { date: field('date'), title: field('title'), summary: field('summary'), url: field('url') };
  }
}

/** The form's fields of a stored entry. */
export function fieldsOf(kind: EntryKind, data: Stored): WireEntryFields {
  switch (kind) {
    case 'deal': {
      const cta = (data.cta ?? {}) as Stored;
      const image = (data.image ?? {}) as Stored;
      return {
        title: text(data.title),
        description: text(data.description),
        terms: text(data.terms),
        ctaLabel: text(cta.label),
        ctaUrl: text(cta.url),
        imageUrl: text(image.url),
        imageAlt: text(image.alternativeText),
      };
    }
    case 'faq':
      return { question: text(data.question), answer: text(data.answer) };
    case 'press':
      return { date: text(data.date), title: text(data.title), summary: text(data.summary), url: text(data.url) };
  }
}

export function presentEntry(row: ContentEntryRow, now: Date): WireContentEntry {
  return {
    id: row.id,
    kind: row.kind,
    locale: row.locale as ContentLocale,
    position: row.position,
    status: postStatus(row.publishedAt, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    fields: fieldsOf(row.kind, row.data),
  };
}

/** What the audit row keeps of an entry: where it is, its text and when it goes public. */
export function entryAuditFacts(row: ContentEntryRow): Record<string, unknown> {
  return { kind: row.kind, locale: row.locale, position: row.position, data: row.data, publishedAt: row.publishedAt?.toISOString() ?? null };
}
