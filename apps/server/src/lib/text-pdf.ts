/**
 * A plain-text PDF (A4, Helvetica) written by hand: help and scheme documents are generated from
 * their text, so the bundle carries no binary files and the PDFs stay in step with it.
 */
const pageWidth = 595;
const pageHeight = 842;
const margin = 56;
const lineHeight = 15;
const linesPerPage = Math.floor((pageHeight - 2 * margin - 30) / lineHeight);
const charsPerLine = 88;

// The standard fonts speak WinAnsi; the rupee sign and typographic quotes do not exist there.
function toWinAnsi(text: string): string {
  return text
    .replace(/₹\s?/g, 'Rs. ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
}

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > charsPerLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function textPdf(title: string, paragraphs: readonly string[]): Buffer {
  const body = paragraphs.flatMap((p, i) => [...(i > 0 ? [''] : []), ...wrap(toWinAnsi(p))]);
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(body.length, 1); i += linesPerPage) {
    pages.push(body.slice(i, i + linesPerPage));
  }

  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, i) => {
    const pageId = pageIds[i] ?? 0;
    const heading =
      i === 0
        ? `/F2 16 Tf (${escapePdf(toWinAnsi(title))}) Tj 0 -30 Td `
        : `/F2 9 Tf (${escapePdf(toWinAnsi(title))} - page ${i + 1}) Tj 0 -30 Td `;
    const text = lines.map((l) => `(${escapePdf(l)}) Tj T*`).join(' ');
    const stream = `BT ${margin} ${pageHeight - margin} Td ${heading}/F1 11 Tf ${lineHeight} TL ${text} ET`;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${escapePdf(toWinAnsi(title))}) /Producer (Client Desk) >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII by now, so string lengths are byte offsets.
  return Buffer.from(out, 'latin1');
}
