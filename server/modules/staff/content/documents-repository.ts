/** Writes of the content documents (one per kind and locale), for the content service's first load. */
import type { Database } from '@/server/db/client';
import { contentDocuments } from '@/server/db/schema';

export type DocumentValues = { kind: string; locale: string; data: unknown; checksum: string };

export async function hasDocuments(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: contentDocuments.id }).from(contentDocuments).limit(1);
  return row !== undefined;
}

export async function insertDocuments(tx: Database, rows: DocumentValues[]): Promise<void> {
  if (rows.length > 0) await tx.insert(contentDocuments).values(rows);
}
