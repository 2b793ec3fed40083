/**
 * A post's body as staff type it and as it is stored: plain text, blocks separated by a blank
 * line; a block starting with "## " is a heading, one whose lines all start with "- " a list,
 * one starting with "> " a quote. Stored as structured blocks (domain/content/types.ts), never
 * HTML, so what staff type is always shown as text.
 */
import type { ContentBlock } from './types';

function blockOf(text: string): ContentBlock {
  const lines = text.split('\n').map((line) => line.trim());
  if (lines.length === 1 && lines[0]!.startsWith('## ')) return { type: 'heading', text: lines[0]!.slice(3).trim() };
  if (lines.every((line) => line.startsWith('- '))) return { type: 'list', items: lines.map((line) => line.slice(2).trim()) };
  if (lines[0]!.startsWith('> ')) return { type: 'quote', text: lines.map((line) => line.replace(/^> ?/, '')).join(' ').trim(), cite: null };
  return { type: 'paragraph', text: lines.join(' ') };
}

export function bodyFromText(text: string): ContentBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map(blockOf);
}

function textOf(block: ContentBlock): string {
  switch (block.type) {
    case 'heading':
      return `## ${block.text}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'quote':
      return `> ${block.text}`;
    default:
      return block.text;
  }
}

export function textFromBody(body: readonly ContentBlock[]): string {
  return body.map(textOf).join('\n\n');
}
