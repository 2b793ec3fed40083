/**
 * The content console's list entries, for brand admins (anyone else: 403): the deals, the catering
 * FAQ's questions and the press releases of one locale in their order, create and edit (checked by
 * the same field rules as the console's form), move up or down, publish now or at a time,
 * unpublish. A new entry is a draft, last in its list. Every change is one transaction with its
 * audit row (before and after); the content GraphQL reads the table on every request, so the
 * storefront's pages show a change within their page cache's lifetime.
 */
import { ENTRY_MESSAGES, entryErrorCode, entryProblems, type EntryKind, type EntryMessageName } from '@/domain/content/entry-fields';
import { scheduleProblem } from '@/domain/content/post-publishing';
import type { ContentImage } from '@/domain/content/types';
import { interpolate } from '@/domain/interpolate';
import type { ContentLocale } from '@/domain/wire/staff-content';
import type { WireContentEntries, WireContentEntry, WireContentEntryChange, WireContentEntryRequest, WireEntryFields } from '@/domain/wire/staff-content-entries';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import type { ContentEntryRow } from '@/server/db/schema';
import { refusalOfStatus, type HttpError } from '@/server/errors';
import type { StaffCaller } from '../deps';
import * as entries from './entries-repository';
import { dataOf, entryAuditFacts, presentEntry } from './entries-presenter';
import { auditedWrite, type AuditedKind, type ContentChange, type ContentDeps } from './audited-write';
import { contentRefusal, requireAdmin } from './posts';

export function entryRefusal(status: 400 | 404 | 409, name: EntryMessageName, params?: Record<string, string | number>): HttpError {
  return refusalOfStatus(status, interpolate(ENTRY_MESSAGES[name], params), { code: entryErrorCode(name), ...(params ? { params } : {}) });
}

async function visibleEntry(db: Database, identity: StaffIdentity, id: number): Promise<ContentEntryRow> {
  requireAdmin(identity);
  const row = await entries.findEntry(db, id);
  if (!row) throw entryRefusal(404, 'entryNotFound', { id });
  return row;
}

/** The pictures the deals use, each once: a deal takes one of them. */
function dealImages(rows: ContentEntryRow[]): ContentImage[] {
  const images = rows.map((row) => row.data.image as ContentImage | undefined).filter((image): image is ContentImage => image !== undefined);
  return [...new Map(images.map((image) => [image.url, image])).values()];
}

export async function listEntries(deps: ContentDeps, identity: StaffIdentity, kind: EntryKind, locale: ContentLocale): Promise<WireContentEntries> {
  requireAdmin(identity);
  const now = deps.now();
  const rows = await entries.listEntries(deps.db, kind, locale);
  const images = kind === 'deal' ? dealImages(await entries.entriesOfKind(deps.db, 'deal')) : [];
  return { entries: rows.map((row) => presentEntry(row, now)), images };
}

/** The stored entry of the request's fields, once they and a deal's picture are checked. */
async function checkedData(db: Database, kind: EntryKind, fields: WireEntryFields): Promise<Record<string, unknown>> {
  const [problem] = entryProblems(kind, fields);
  if (problem) throw entryRefusal(400, problem.message, problem.params);
  if (kind !== 'deal') return dataOf(kind, fields, null);
  const image = dealImages(await entries.entriesOfKind(db, 'deal')).find((candidate) => candidate.url === fields.imageUrl);
  if (!image) throw entryRefusal(400, 'dealImageUnknown');
  return dataOf(kind, fields, image);
}

const ENTRY: AuditedKind<ContentEntryRow> = { subjectType: 'content-entry', facts: entryAuditFacts };

async function audited(
  deps: ContentDeps,
  caller: StaffCaller,
  identity: StaffIdentity,
  change: ContentChange<ContentEntryRow>,
  write: (tx: Database, now: Date) => Promise<ContentEntryRow>,
): Promise<WireContentEntry> {
  const { row, now } = await auditedWrite(deps, caller, identity, ENTRY, change, write);
  return presentEntry(row, now);
}

export async function createEntry(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, body: WireContentEntryRequest): Promise<WireContentEntry> {
  requireAdmin(identity);
  const data = await checkedData(deps.db, body.kind, body.fields);
  return audited(deps, caller, identity, { action: 'content-entry-create', before: null }, async (tx, now) => {
    // Two entries written at once into one list wait for each other, so each takes its own last place.
    await entries.lockList(tx, body);
    return entries.insertEntry(tx, { kind: body.kind, locale: body.locale, data, publishedAt: null }, now);
  });
}

/** Edits keep the entry's place and status: a published entry shows the new text at once. */
export async function changeEntry(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, id: number, body: WireContentEntryChange): Promise<WireContentEntry> {
  const before = await visibleEntry(deps.db, identity, id);
  const data = await checkedData(deps.db, before.kind, body.fields);
  return audited(deps, caller, identity, { action: 'content-entry-change', before }, (tx, now) => entries.updateEntry(tx, id, { data }, now));
}

/** `at` absent: now. A later time schedules the entry; the public reads serve it once that time has come. */
export async function publishEntry(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, id: number, at: string | undefined): Promise<WireContentEntry> {
  const before = await visibleEntry(deps.db, identity, id);
  const when = at === undefined ? deps.now() : new Date(at);
  const problem = at === undefined ? null : scheduleProblem(when, deps.now());
  if (problem) throw contentRefusal(400, problem);
  return audited(deps, caller, identity, { action: 'content-entry-publish', before }, (tx, now) => entries.updateEntry(tx, id, { publishedAt: when }, now));
}

export async function unpublishEntry(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, id: number): Promise<WireContentEntry> {
  const before = await visibleEntry(deps.db, identity, id);
  if (before.publishedAt === null) throw entryRefusal(409, 'entryAlreadyDraft');
  return audited(deps, caller, identity, { action: 'content-entry-unpublish', before }, (tx, now) => entries.updateEntry(tx, id, { publishedAt: null }, now));
}

/** Swaps the entry with its neighbour above or below in its list; at the list's end, 409. */
export async function moveEntry(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, id: number, direction: 'up' | 'down'): Promise<WireContentEntry> {
  const before = await visibleEntry(deps.db, identity, id);
  return audited(deps, caller, identity, { action: 'content-entry-move', before }, async (tx, now) => {
    const list = await entries.lockList(tx, before);
    const index = list.findIndex((row) => row.id === id);
    const other = list[direction === 'up' ? index - 1 : index + 1];
    if (index < 0 || !other) throw entryRefusal(409, 'entryAtEdge');
    await entries.swapPositions(tx, list[index]!, other, now);
    return (await entries.findEntry(tx, id))!;
  });
}
