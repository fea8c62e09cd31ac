import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderPdf, toWinAnsi, wrapText, type PdfBlock } from '#src/lib/pdf/document.ts';
import { buyersPacketPdf, sellersGuidePdf } from '#src/lib/pdf/guides.ts';
import { data } from '#tests/helpers/guides-data.ts';

const header = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5));
const texts = (blocks: PdfBlock[]) =>
  blocks.flatMap((b) =>
    ('text' in b ? [b.text] : []).concat(
      'title' in b ? [b.title] : [],
      'items' in b ? b.items : [],
      'rows' in b ? b.rows.flat() : [],
    ),
  );

describe('the sellers guide PDF', () => {
  const { blocks, meta } = sellersGuidePdf(data.sellers, data.site);

  it('carries the 15 steps in order, the comparison and the statistics', () => {
    const steps = blocks.filter((b) => b.kind === 'step' && b.number);
    expect(steps.map((s) => (s.kind === 'step' ? `${s.number} ${s.title}` : ''))).toEqual(
      data.sellers.process.steps.map((s, i) => `${String(i + 1).padStart(2, '0')} ${s.title}`),
    );
    const table = blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows).toHaveLength(7);
    expect(table?.kind === 'table' && table.columns[1]).toBe(data.site.name);
    for (const stat of ['90%', '5%+', '118%', '$11K+', '10x', '52%']) expect(texts(blocks).join('\n')).toContain(stat);
  });

  it('renders a real PDF with its metadata and a fixed date', async () => {
    const bytes = await renderPdf(blocks, meta);
    expect(header(bytes)).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toBe(`Sellers Guide | ${data.site.name}`);
    expect(doc.getAuthor()).toBe(data.site.name);
    expect(doc.getCreationDate()?.toISOString()).toBe(`${data.sellers.updated}T12:00:00.000Z`);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it('is reproducible: the same data gives the same bytes', async () => {
    expect(Buffer.from(await renderPdf(blocks, meta)).equals(Buffer.from(await renderPdf(blocks, meta)))).toBe(true);
  });
});

describe('the buyers packet PDF', () => {
  const { blocks, meta } = buyersPacketPdf(data.buyers, data.site);

  it('carries the 10 steps, every checklist figure and the eight regions', async () => {
    expect(blocks.filter((b) => b.kind === 'step' && b.number)).toHaveLength(10);
    const all = texts(blocks).join('\n');
    for (const figure of ['2 years', '3 months', '3.5%-20%', '2%-5%', '580-620', '$300-$500'])
      expect(all).toContain(figure);
    for (const region of data.buyers.regions.items) expect(all).toContain(region.name);
    const bytes = await renderPdf(blocks, meta);
    expect(header(bytes)).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Buyers Packet | ${data.site.name}`);
  });
});

describe('text layout', () => {
  it('wraps to the width and keeps every word', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const text =
      'Cinematic photography, global exposure through our luxury network and a local advisor who guides every step.';
    const lines = wrapText(text, font, 10, 150);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(text);
  });

  it('replaces or drops characters the standard fonts cannot encode', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(toWinAnsi('Read more → café “quoted” 🏠', font)).toBe('Read more -> café “quoted” ');
    const bytes = await renderPdf([{ kind: 'paragraph', text: 'Arrows → and emoji 🏠 are safe' }], {
      title: 't',
      subject: 's',
      author: 'a',
      keywords: [],
      date: new Date(0),
      footer: 'f ✓',
    });
    expect(header(bytes)).toBe('%PDF-');
  });
});
