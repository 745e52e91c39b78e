import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { lazy } from './lazy.js';

/** A4 in points, and the margin every form keeps. */
export const pdfPageSize: [number, number] = [595.28, 841.89];
const margin = 48;
const footerY = 24;

// The PDF library is large to load: the first form loads it, not the start.
export const pdfLib = lazy(async () => {
  const lib = await import('pdf-lib');
  const colours = {
    ink: lib.rgb(0.06, 0.09, 0.16),
    muted: lib.rgb(0.28, 0.33, 0.41),
    rule: lib.rgb(0.8, 0.84, 0.88),
    brand: lib.rgb(0.04, 0.37, 1),
  };
  return { lib, colours };
});
type Colours = Awaited<ReturnType<typeof pdfLib>>['colours'];
type Colour = Colours['ink'];

// The standard fonts only carry Latin-1: accents are dropped and anything else becomes '?'.
export const printable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/₹\s?/g, 'Rs. ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** A column of PdfWriter.table: its heading, its share of the width, and figures to the right. */
export interface PdfColumn {
  label: string;
  weight?: number;
  align?: 'left' | 'right';
}

export interface PdfTableRow {
  cells: readonly string[];
  bold?: boolean;
}

export interface PdfMeta {
  title: string;
  subject: string;
  /** Printed at the foot of every page. */
  footer: string;
  /** Adds "Page X of Y" to the footer once every page is written. */
  numbered?: boolean;
}

/**
 * Writes a document top to bottom: text wraps, rows of label and value, headings and images flow
 * onto a new page when the current one is full. Every line drawn is also kept per page, so a test
 * (or a reader of the text) can see what each page says without parsing the PDF.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly lines: string[][] = [];
  /** The first page this writer added: pages of a document it continues keep their footers. */
  private readonly firstPage: number;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly meta: PdfMeta,
    readonly colours: Colours,
  ) {
    this.firstPage = doc.getPageCount();
    this.newPage();
  }

  static async create(meta: PdfMeta): Promise<PdfWriter> {
    const { lib } = await pdfLib();
    return PdfWriter.start(await lib.PDFDocument.create(), meta);
  }

  /** Continues an existing document on a new page (an e-sign certificate after the form). */
  static async open(bytes: Uint8Array, meta: PdfMeta): Promise<PdfWriter> {
    const { lib } = await pdfLib();
    return PdfWriter.start(await lib.PDFDocument.load(bytes), meta);
  }

  private static async start(doc: PDFDocument, meta: PdfMeta): Promise<PdfWriter> {
    const { lib, colours } = await pdfLib();
    doc.setTitle(meta.title);
    doc.setSubject(meta.subject);
    doc.setProducer('Client Desk');
    doc.setCreator('Client Desk');
    const regular = await doc.embedFont(lib.StandardFonts.Helvetica);
    const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold, meta, colours);
  }

  /** Embeds a JPEG or PNG; null for bytes that are neither. */
  async embedImage(bytes: Uint8Array): Promise<PDFImage | null> {
    const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
    const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
    try {
      if (jpeg) return await this.doc.embedJpg(bytes);
      if (png) return await this.doc.embedPng(bytes);
    } catch {
      return null;
    }
    return null;
  }

  /** The width text may take between the margins. */
  get width(): number {
    return pdfPageSize[0] - 2 * margin;
  }

  newPage(): void {
    this.page = this.doc.addPage(pdfPageSize);
    this.lines.push([]);
    this.y = pdfPageSize[1] - margin;
  }

  private draw(text: string, x: number, y: number, size: number, font: PDFFont, color: Colour) {
    this.page.drawText(text, { x, y, size, font, color });
    this.lines[this.lines.length - 1]!.push(text);
  }

  private room(height: number): void {
    if (this.y - height < margin) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of printable(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) > width && line) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  text(
    text: string,
    { size = 10, bold = false, color = this.colours.ink, indent = 0, gap = 4 } = {},
  ): void {
    const font = bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, this.width - indent)) {
      this.room(size + gap);
      this.y -= size + gap;
      this.draw(line, margin + indent, this.y, size, font, color);
    }
  }

  heading(text: string): void {
    this.space(10);
    this.room(48);
    this.text(text, { size: 12, bold: true });
    this.y -= 4;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pdfPageSize[0] - margin, y: this.y },
      thickness: 0.75,
      color: this.colours.rule,
    });
    this.y -= 2;
  }

  rows(rows: ReadonlyArray<readonly [string, string]>, labelWidth = 170): void {
    for (const [label, value] of rows) {
      const lines = this.wrap(value || '-', this.regular, 10, this.width - labelWidth);
      const labels = this.wrap(label, this.regular, 10, labelWidth - 8);
      const height = 14 * Math.max(lines.length, labels.length);
      // A row taller than a page is written a line at a time instead of kept together.
      if (height > pdfPageSize[1] - 2 * margin) {
        this.text(label, { color: this.colours.muted });
        for (const line of lines) this.text(line, { indent: labelWidth });
        continue;
      }
      this.room(height);
      this.y -= 14;
      labels.forEach((line, i) =>
        this.draw(line, margin, this.y - i * 14, 10, this.regular, this.colours.muted),
      );
      lines.forEach((line, i) =>
        this.draw(line, margin + labelWidth, this.y - i * 14, 10, this.regular, this.colours.ink),
      );
      this.y -= height - 14;
    }
  }

  /** An image fitted within a box, with its label under it; a new page when it does not fit. */
  image(image: PDFImage, label: string, box = { width: 200, height: 160 }): void {
    const scale = Math.min(box.width / image.width, box.height / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.room(height + 26);
    this.y -= height + 6;
    this.page.drawImage(image, { x: margin, y: this.y, width, height });
    this.page.drawRectangle({
      x: margin,
      y: this.y,
      width,
      height,
      borderColor: this.colours.rule,
      borderWidth: 0.5,
    });
    this.text(label, { size: 9, color: this.colours.muted });
    this.y -= 6;
  }

  /** A bordered block of lines kept on one page (a stamp, a signature block). */
  box(title: string, lines: string[], color = this.colours.brand): void {
    const height = 30 + lines.length * 15;
    this.room(height + 12);
    this.y -= 8;
    const top = this.y;
    this.page.drawRectangle({
      x: margin,
      y: top - height,
      width: this.width,
      height,
      borderColor: color,
      borderWidth: 1.5,
    });
    this.y -= 6;
    this.text(title, { size: 12, bold: true, color, indent: 12 });
    for (const line of lines) this.text(line, { indent: 12, gap: 5 });
    this.y = top - height - 4;
  }

  /** Side by side, a box to sign in for each name, with the name and the caption under it. */
  signatureBoxes(names: readonly string[], caption: string): void {
    if (names.length === 0) return;
    const gapX = 16;
    const boxHeight = 60;
    const boxWidth = (this.width - gapX * (names.length - 1)) / names.length;
    this.room(boxHeight + 34);
    const top = this.y - 8;
    names.forEach((name, i) => {
      const x = margin + i * (boxWidth + gapX);
      this.page.drawRectangle({
        x,
        y: top - boxHeight,
        width: boxWidth,
        height: boxHeight,
        borderColor: this.colours.rule,
        borderWidth: 1,
      });
      this.draw(printable(name), x + 6, top - boxHeight - 16, 9, this.bold, this.colours.ink);
      this.draw(
        printable(caption),
        x + 6,
        top - boxHeight - 28,
        8,
        this.regular,
        this.colours.muted,
      );
    });
    this.y = top - boxHeight - 34;
  }

  space(points: number): void {
    this.y -= points;
  }

  /**
   * A table: columns share the width by their weights, figures align right, and the header row is
   * written again at the top of every page the table runs onto. Text longer than its column wraps
   * within it (a long word is broken), so no cell runs into the next. A bold row is a total.
   */
  table(columns: readonly PdfColumn[], rows: readonly PdfTableRow[], size = 7.5): void {
    const weights = columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
    const widths = columns.map((column) => (this.width * (column.weight ?? 1)) / weights);
    const lineHeight = size + 4;
    const cellLines = (cells: readonly string[], font: PDFFont) =>
      cells.map((cell, i) => this.wrapCell(cell, font, size, (widths[i] ?? 0) - 4));
    const drawRow = (lines: readonly string[][], font: PDFFont, color: Colour) => {
      let x = margin;
      lines.forEach((cell, i) => {
        const width = widths[i] ?? 0;
        const right = columns[i]?.align === 'right';
        cell.forEach((text, n) => {
          const textWidth = font.widthOfTextAtSize(text, size);
          const left = right ? x + width - 2 - textWidth : x + 2;
          this.draw(text, left, this.y - n * lineHeight, size, font, color);
        });
        x += width;
      });
    };
    const height = (lines: readonly string[][]) =>
      lineHeight * Math.max(1, ...lines.map((cell) => cell.length));
    const headerLines = cellLines(
      columns.map((column) => column.label),
      this.bold,
    );
    const header = () => {
      this.y -= lineHeight;
      drawRow(headerLines, this.bold, this.colours.muted);
      this.y -= height(headerLines) - lineHeight + 3;
      this.page.drawLine({
        start: { x: margin, y: this.y },
        end: { x: pdfPageSize[0] - margin, y: this.y },
        thickness: 0.5,
        color: this.colours.rule,
      });
    };
    this.room(lineHeight * 3);
    header();
    for (const row of rows) {
      const font = row.bold ? this.bold : this.regular;
      const lines = cellLines(row.cells, font);
      if (this.y - height(lines) < margin) {
        this.newPage();
        header();
      }
      this.y -= lineHeight;
      drawRow(lines, font, this.colours.ink);
      this.y -= height(lines) - lineHeight;
    }
    this.y -= 4;
  }

  /** A cell's lines within `width`: wrapped at spaces, a word wider than the column broken. */
  private wrapCell(text: string, font: PDFFont, size: number, width: number): string[] {
    const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
    const lines: string[] = [];
    for (const line of this.wrap(text, font, size, width)) {
      let rest = line;
      while (rest.length > 1 && !fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      lines.push(rest);
    }
    return lines;
  }

  /** Draws the footer of each page it added; answers the document and those pages' lines. */
  async finish(): Promise<{ bytes: Uint8Array; pages: string[][] }> {
    const pages = this.doc.getPages();
    pages.slice(this.firstPage).forEach((page, i) => {
      const footer = this.meta.numbered
        ? `${this.meta.footer} - Page ${this.firstPage + i + 1} of ${pages.length}`
        : this.meta.footer;
      this.lines[i]!.push(printable(footer));
      page.drawText(printable(footer), {
        x: margin,
        y: footerY,
        size: 8,
        font: this.regular,
        color: this.colours.muted,
      });
    });
    return { bytes: await this.doc.save(), pages: this.lines };
  }
}
