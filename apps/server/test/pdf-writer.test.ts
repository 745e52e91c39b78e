import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PdfWriter } from '../src/lib/pdf-writer.js';

const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

interface Placed {
  text: string;
  x: number;
  y: number;
  width: number;
}

/** Every piece of text on the first page with where a PDF reader (pdf.js) places it. */
async function placedText(bytes: Uint8Array): Promise<Placed[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fontsDir,
    verbosity: 0,
  }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const placed = content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [
          {
            text: item.str,
            x: item.transform[4] as number,
            y: item.transform[5] as number,
            width: item.width,
          },
        ]
      : [],
  );
  await doc.destroy();
  return placed;
}

const longName =
  'Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - Income Distribution cum Capital Withdrawal Option';

describe('PDF tables', () => {
  it('wraps a long scheme name within its column, clear of the Folio column', async () => {
    const pdf = await PdfWriter.create({ title: 'Test', subject: 'Test', footer: 'Footer' });
    pdf.table(
      [
        { label: 'Scheme', weight: 3.4 },
        { label: 'Folio', weight: 1.3 },
        { label: 'Sale value', weight: 1.2, align: 'right' },
      ],
      [
        { cells: [longName, '1234567/89', '1,23,456.78'] },
        { cells: ['Short name', '555/1', '10.00'] },
      ],
    );
    const { bytes } = await pdf.finish();
    const placed = await placedText(bytes);

    const folioHeading = placed.find((p) => p.text === 'Folio')!;
    const schemeHeading = placed.find((p) => p.text === 'Scheme')!;
    const folio = placed.find((p) => p.text === '1234567/89')!;
    const next = placed.find((p) => p.text === 'Short name')!;
    const nameLines = placed.filter(
      (p) => Math.abs(p.x - schemeHeading.x) < 0.5 && p.y <= folio.y + 0.5 && p.y > next.y,
    );
    // Every word of the name is printed, on lines that end before the Folio column begins.
    expect(nameLines.length).toBeGreaterThan(1);
    expect(nameLines.map((p) => p.text).join(' ')).toBe(longName);
    for (const line of nameLines) expect(line.x + line.width).toBeLessThan(folioHeading.x);
    // The next row starts below the last line of the wrapped name.
    expect(next.y).toBeLessThan(Math.min(...nameLines.map((p) => p.y)));
  });

  it('breaks a word wider than its column', async () => {
    const pdf = await PdfWriter.create({ title: 'Test', subject: 'Test', footer: 'Footer' });
    const word = 'X'.repeat(80);
    pdf.table(
      [
        { label: 'A', weight: 1 },
        { label: 'B', weight: 4 },
      ],
      [{ cells: [word, 'next'] }],
    );
    const { bytes } = await pdf.finish();
    const placed = await placedText(bytes);
    const b = placed.find((p) => p.text === 'B')!;
    const pieces = placed.filter((p) => /^X+$/.test(p.text));
    expect(pieces.map((p) => p.text).join('')).toBe(word);
    for (const piece of pieces) expect(piece.x + piece.width).toBeLessThan(b.x);
  });
});
