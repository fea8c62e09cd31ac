import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A tiny document model for the printable guides, and its renderer to a PDF (pdf-lib, standard
 * fonts, US Letter). Pure: bytes in memory, no file or network access.
 */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'step'; number?: string; title: string; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; columns: string[]; widths: number[]; rows: string[][] };

export interface PdfMeta {
  title: string;
  subject: string;
  author: string;
  keywords: string[];
  /** Written as the creation and modification date, so that a build is reproducible. */
  date: Date;
  /** Printed at the foot of every page, beside the page number. */
  footer: string;
}

const PAGE = { width: 612, height: 792 };
const MARGIN = { x: 60, top: 64, bottom: 72 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;
const INK = rgb(0.067, 0.067, 0.067);
const STONE = rgb(0.34, 0.33, 0.31);
const BRONZE = rgb(0.478, 0.353, 0.169);
const RULE = rgb(0.85, 0.83, 0.8);

/** Characters the standard fonts cannot encode, replaced with plain equivalents. */
const REPLACEMENTS: Record<string, string> = { '→': '->', '←': '<-', '↑': '^', '≈': '~', '✓': '+', '\u00a0': ' ' };

/** Makes text encodable in WinAnsi (the standard fonts' encoding): known symbols are replaced, others dropped. */
export function toWinAnsi(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (char) => REPLACEMENTS[char] ?? char)
    .join('')
    .split('')
    .filter((char) => supported.has(char.codePointAt(0) ?? -1))
    .join('');
}

/** Greedy word wrap by measured width. A word wider than the line stands on its own line. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

interface Fonts {
  serif: PDFFont;
  serifBold: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** Writes blocks top to bottom, opening a new page whenever the next piece does not fit. */
class Writer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  lines(
    text: string,
    font: PDFFont,
    size: number,
    options: { x?: number; width?: number; color?: typeof INK; leading?: number } = {},
  ): void {
    const { x = MARGIN.x, width = CONTENT_WIDTH, color = INK, leading = size * 1.4 } = options;
    for (const line of wrapText(toWinAnsi(text, font), font, size, width)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x, y: this.y + (leading - size) / 2, size, font, color });
    }
  }

  rule(): void {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: PAGE.width - MARGIN.x, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 6;
  }

  /** A table row: every cell wrapped in its column; the row moves to a new page whole. */
  row(cells: string[], widths: number[], font: PDFFont, size: number): void {
    const leading = size * 1.35;
    const wrapped = cells.map((cell, i) => wrapText(toWinAnsi(cell, font), font, size, (widths[i] ?? 0) - 10));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * leading + 8;
    this.ensure(height);
    let x = MARGIN.x;
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        this.page.drawText(line, {
          x,
          y: this.y - 4 - (n + 1) * leading + (leading - size) / 2,
          size,
          font,
          color: i === 0 ? INK : STONE,
        });
      });
      x += widths[i] ?? 0;
    });
    this.y -= height;
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: PAGE.width - MARGIN.x, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }
}

function write(writer: Writer, block: PdfBlock): void {
  const { serif, serifBold, sans, sansBold } = writer.fonts;
  switch (block.kind) {
    case 'title':
      writer.lines(block.text, serifBold, 28, { leading: 34 });
      writer.gap(6);
      break;
    case 'subtitle':
      writer.lines(block.text, serif, 13, { color: STONE, leading: 18 });
      writer.gap(10);
      writer.rule();
      break;
    case 'heading':
      writer.ensure(60);
      writer.gap(14);
      writer.lines(block.text, serifBold, 17, { leading: 22 });
      writer.gap(4);
      break;
    case 'paragraph':
      writer.lines(block.text, sans, 10.5, { color: STONE });
      writer.gap(6);
      break;
    case 'step':
      writer.ensure(44);
      writer.gap(4);
      writer.lines(block.number ? `${block.number}  ${block.title}` : block.title, sansBold, 11);
      writer.lines(block.text, sans, 10, {
        x: MARGIN.x + (block.number ? 20 : 0),
        width: CONTENT_WIDTH - (block.number ? 20 : 0),
        color: STONE,
      });
      writer.gap(4);
      break;
    case 'bullets':
      for (const item of block.items) writer.lines(`\u2022  ${item}`, sans, 10.5, { color: STONE });
      writer.gap(6);
      break;
    case 'table': {
      const total = block.widths.reduce((sum, w) => sum + w, 0);
      const widths = block.widths.map((w) => (w / total) * CONTENT_WIDTH);
      writer.row(block.columns, widths, sansBold, 9.5);
      for (const row of block.rows) writer.row(row, widths, sans, 9.5);
      writer.gap(8);
      break;
    }
  }
}

/** Renders the blocks to PDF bytes, with metadata and a footer with page numbers. */
export async function renderPdf(blocks: PdfBlock[], meta: PdfMeta): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setSubject(meta.subject);
  doc.setAuthor(meta.author);
  doc.setKeywords(meta.keywords);
  doc.setLanguage('en-US');
  doc.setCreator(meta.author);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);

  const writer = new Writer(doc, fonts);
  for (const block of blocks) write(writer, block);

  const footer = toWinAnsi(meta.footer, fonts.sans);
  writer.pages.forEach((page, index) => {
    const label = `Page ${index + 1} of ${writer.pages.length}`;
    page.drawLine({
      start: { x: MARGIN.x, y: 48 },
      end: { x: PAGE.width - MARGIN.x, y: 48 },
      thickness: 0.5,
      color: BRONZE,
    });
    page.drawText(footer, { x: MARGIN.x, y: 34, size: 8.5, font: fonts.sans, color: STONE });
    page.drawText(label, {
      x: PAGE.width - MARGIN.x - fonts.sans.widthOfTextAtSize(label, 8.5),
      y: 34,
      size: 8.5,
      font: fonts.sans,
      color: STONE,
    });
  });
  return doc.save();
}
