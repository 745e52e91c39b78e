import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { lazy } from '../../lib/lazy.js';

export interface PdfPerson {
  heading: string;
  rows: [string, string][];
}

export interface NomineeFormContent {
  title: string;
  reference: string;
  generatedOn: string;
  holder: [string, string][];
  intro: string;
  people: PdfPerson[];
  shares: [string, string][];
  consents: string[];
}

const pageSize: [number, number] = [595.28, 841.89];
const margin = 48;

// The PDF library is large to load: the first form loads it, not the start.
const pdfLib = lazy(async () => {
  const lib = await import('pdf-lib');
  const colours = {
    ink: lib.rgb(0.06, 0.09, 0.16),
    muted: lib.rgb(0.28, 0.33, 0.41),
    rule: lib.rgb(0.8, 0.84, 0.88),
  };
  return { lib, colours };
});
type Colours = Awaited<ReturnType<typeof pdfLib>>['colours'];

// The standard fonts only carry Latin-1: accents are dropped and anything else becomes '?'.
const printable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
    private readonly colours: Colours,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
    this.page.drawText(this.footer, {
      x: margin,
      y: 24,
      size: 8,
      font: this.regular,
      color: this.colours.muted,
    });
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
    for (const line of this.wrap(text, font, size, pageSize[0] - 2 * margin - indent)) {
      this.room(size + gap);
      this.y -= size + gap;
      this.page.drawText(line, { x: margin + indent, y: this.y, size, font, color });
    }
  }

  heading(text: string): void {
    this.space(10);
    this.room(30);
    this.text(text, { size: 12, bold: true });
    this.y -= 4;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageSize[0] - margin, y: this.y },
      thickness: 0.75,
      color: this.colours.rule,
    });
    this.y -= 2;
  }

  rows(rows: [string, string][]): void {
    const labelWidth = 170;
    for (const [label, value] of rows) {
      const lines = this.wrap(
        value || '-',
        this.regular,
        10,
        pageSize[0] - 2 * margin - labelWidth,
      );
      this.room(14 * lines.length);
      this.y -= 14;
      this.page.drawText(printable(label), {
        x: margin,
        y: this.y,
        size: 10,
        font: this.regular,
        color: this.colours.muted,
      });
      lines.forEach((line, i) =>
        this.page.drawText(line, {
          x: margin + labelWidth,
          y: this.y - i * 14,
          size: 10,
          font: this.regular,
          color: this.colours.ink,
        }),
      );
      this.y -= 14 * (lines.length - 1);
    }
  }

  space(points: number): void {
    this.y -= points;
  }
}

/** The nominee form the investor reads and signs, as a real PDF. */
export async function buildNomineeForm(content: NomineeFormContent): Promise<Uint8Array> {
  const { lib, colours } = await pdfLib();
  const doc = await lib.PDFDocument.create();
  doc.setTitle(content.title);
  doc.setSubject(`Nominee request ${content.reference}`);
  doc.setProducer('Client Desk');
  doc.setCreator('Client Desk');
  const regular = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const w = new Writer(
    doc,
    regular,
    bold,
    `${content.title} - Request ${content.reference} - Generated on ${content.generatedOn}`,
    colours,
  );

  w.text(content.title, { size: 18, bold: true });
  w.text(`Request No. ${content.reference}    Date ${content.generatedOn}`, {
    size: 9,
    color: colours.muted,
    gap: 8,
  });
  w.heading('Account holder');
  w.rows(content.holder);
  w.space(6);
  w.text(content.intro);
  for (const person of content.people) {
    w.heading(person.heading);
    w.rows(person.rows);
  }
  if (content.shares.length > 0) {
    w.heading('Share of each nominee');
    w.rows(content.shares);
  }
  w.heading('Declaration');
  for (const consent of content.consents) w.text(`- ${consent}`, { gap: 5 });
  w.space(24);
  w.text(
    'Signature of the account holder: signed electronically (Aadhaar e-sign or OTP authorisation).',
    {
      size: 9,
      color: colours.muted,
    },
  );
  return doc.save();
}
