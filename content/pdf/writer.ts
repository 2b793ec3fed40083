/**
 * A small flowing-text writer over pdf-lib: headings, wrapped paragraphs, bullet lists and
 * priced menu lines, in one or two columns, with new pages as needed. Only the standard PDF
 * fonts are used (nothing is fetched or embedded from disk), so text must be WinAnsi: anything
 * else is replaced through `toWinAnsi`.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

export const PAGE = { width: 612, height: 792, margin: 54 } as const;
const INK = rgb(0.13, 0.1, 0.08);
const MUTED = rgb(0.38, 0.34, 0.31);
export const EMBER = rgb(0.64, 0.27, 0.16);
const BAND = rgb(0.17, 0.1, 0.07);

/** Characters the standard fonts cannot draw, with a stand-in. */
const STAND_INS: Record<string, string> = { '→': '->', '…': '...', '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ' };

export function toWinAnsi(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return [...text]
    .map((ch) => STAND_INS[ch] ?? (supported.has(ch.codePointAt(0) ?? -1) || ch === '\n' ? ch : '?'))
    .join('');
}

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

export class FlowWriter {
  private page!: PDFPage;
  private y = 0;
  private column = 0;
  private readonly columnWidth: number;
  private readonly gutter = 24;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly banner: string,
    private readonly columns: 1 | 2,
  ) {
    const usable = PAGE.width - PAGE.margin * 2;
    this.columnWidth = columns === 1 ? usable : (usable - this.gutter) / 2;
    this.newPage();
  }

  static async create(doc: PDFDocument, banner: string, columns: 1 | 2): Promise<FlowWriter> {
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    };
    return new FlowWriter(doc, fonts, banner, columns);
  }

  private get x(): number {
    return PAGE.margin + this.column * (this.columnWidth + this.gutter);
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.page.drawRectangle({ x: 0, y: PAGE.height - 36, width: PAGE.width, height: 36, color: BAND });
    this.page.drawText(toWinAnsi(this.banner, this.fonts.bold), { x: PAGE.margin, y: PAGE.height - 23, size: 11, font: this.fonts.bold, color: rgb(1, 1, 1) });
    this.column = 0;
    this.y = PAGE.height - 36 - PAGE.margin / 2;
  }

  /** Makes room for `height` points, moving to the next column or page when needed. */
  private ensure(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    if (this.column + 1 < this.columns) {
      this.column += 1;
      this.y = PAGE.height - 36 - PAGE.margin / 2;
      return;
    }
    this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of toWinAnsi(text, font).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  private lines(text: string, font: PDFFont, size: number, color = INK, indent = 0): void {
    const leading = size * 1.35;
    for (const line of this.wrap(text, font, size, this.columnWidth - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x: this.x + indent, y: this.y, size, font, color });
    }
  }

  space(points: number): void {
    this.y -= points;
  }

  title(text: string, subtitle: string): void {
    this.lines(text, this.fonts.bold, 24, EMBER);
    this.space(4);
    this.lines(subtitle, this.fonts.italic, 10, MUTED);
    this.space(10);
  }

  heading(text: string): void {
    this.ensure(40);
    this.space(8);
    this.lines(text, this.fonts.bold, 13, EMBER);
    this.space(3);
  }

  paragraph(text: string, muted = false): void {
    this.lines(text, this.fonts.regular, 10, muted ? MUTED : INK);
    this.space(5);
  }

  bullets(items: string[]): void {
    for (const item of items) {
      this.ensure(14);
      this.page.drawText('•', { x: this.x + 2, y: this.y - 13.5, size: 10, font: this.fonts.regular, color: EMBER });
      this.lines(item, this.fonts.regular, 10, INK, 12);
      this.space(2);
    }
    this.space(4);
  }

  /** A menu line: bold name, price right-aligned, description below in grey. */
  priced(name: string, price: string | null, description: string): void {
    const size = 10;
    const priceText = price ? toWinAnsi(price, this.fonts.bold) : '';
    const priceWidth = priceText ? this.fonts.bold.widthOfTextAtSize(priceText, size) + 8 : 0;
    const [first = '', ...rest] = this.wrap(name, this.fonts.bold, size, this.columnWidth - priceWidth);
    const descriptionLines = description ? this.wrap(description, this.fonts.regular, 8.5, this.columnWidth).length : 0;
    this.ensure((1 + rest.length) * size * 1.35 + descriptionLines * 8.5 * 1.35 + 4);
    this.y -= size * 1.35;
    this.page.drawText(first, { x: this.x, y: this.y, size, font: this.fonts.bold, color: INK });
    if (priceText) {
      this.page.drawText(priceText, { x: this.x + this.columnWidth - priceWidth + 8, y: this.y, size, font: this.fonts.bold, color: EMBER });
    }
    if (rest.length) this.lines(rest.join(' '), this.fonts.bold, size);
    if (description) this.lines(description, this.fonts.regular, 8.5, MUTED);
    this.space(4);
  }

  /** Page numbers and a closing line on every page, drawn once the flow is complete. */
  finish(footer: string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const text = toWinAnsi(`${footer}  |  Page ${index + 1} of ${pages.length}`, this.fonts.regular);
      page.drawText(text, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: this.fonts.regular, color: MUTED });
    });
  }
}
