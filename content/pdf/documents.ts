/**
 * Renders content into PDF bytes: the Menu At A Glance and the three policies. Output is
 * deterministic: fixed dates and metadata, no generated ids, so rebuilding does not churn git.
 */
import { PDFDocument } from 'pdf-lib';
import { BRAND } from '../brand';
import type { ContentBlock, GlanceItem, LegalDocument, MenuAtAGlance } from '@/domain/content/types';
import { FlowWriter } from './writer';

/** Every PDF carries this date, so the bytes only change when the content does. */
export const PDF_DATE = new Date('2025-01-15T00:00:00Z');

async function createDocument(title: string, subject: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${title} | ${BRAND.name}`);
  doc.setSubject(subject);
  doc.setAuthor(BRAND.name);
  doc.setCreator('Hickory content/build-pdfs.ts');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-US');
  doc.setCreationDate(PDF_DATE);
  doc.setModificationDate(PDF_DATE);
  return doc;
}

const UNIT_SUFFIX: Record<GlanceItem['unit'], string> = { each: '', pack: '', lb: '/lb', serving: '/person' };

/** '$22.99/lb' from the decimal string, without touching it as a number. */
export function glancePrice(item: GlanceItem): string | null {
  return item.price ? `$${item.price}${UNIT_SUFFIX[item.unit]}` : null;
}

function writeBlocks(writer: FlowWriter, blocks: ContentBlock[]): void {
  for (const block of blocks) {
    if (block.type === 'heading') writer.heading(block.text);
    else if (block.type === 'paragraph') writer.paragraph(block.text);
    else if (block.type === 'list') writer.bullets(block.items);
    else writer.paragraph(`"${block.text}"${block.cite ? ` (${block.cite})` : ''}`, true);
  }
}

export async function renderMenuPdf(menu: MenuAtAGlance): Promise<Uint8Array> {
  const doc = await createDocument(menu.heading, menu.intro);
  const writer = await FlowWriter.create(doc, `${BRAND.name.toUpperCase()}  |  ${menu.heading.toUpperCase()}`, 2);
  writer.title(menu.heading, menu.intro);
  let lastNote: string | null = null;
  for (const section of menu.sections) {
    writer.heading(section.title);
    if (section.note && section.note !== lastNote) writer.paragraph(section.note, true);
    lastNote = section.note;
    for (const item of section.items) writer.priced(item.name, glancePrice(item), item.description);
  }
  writer.space(6);
  writer.paragraph(menu.footnote, true);
  writer.finish(`${BRAND.name}  |  Catering ${BRAND.cateringPhone}`);
  return doc.save({ useObjectStreams: true });
}

export async function renderPolicyPdf(policy: LegalDocument): Promise<Uint8Array> {
  const doc = await createDocument(policy.heading, policy.intro);
  const writer = await FlowWriter.create(doc, `${BRAND.name.toUpperCase()}  |  ${policy.heading.toUpperCase()}`, 1);
  writer.title(policy.heading, `Last updated ${policy.updated}`);
  writer.paragraph(policy.intro);
  for (const section of policy.sections) {
    writer.heading(section.heading);
    writeBlocks(writer, section.blocks);
  }
  writer.finish(`${BRAND.name}  |  ${policy.heading}`);
  return doc.save({ useObjectStreams: true });
}
