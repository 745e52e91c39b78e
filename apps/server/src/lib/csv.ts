/**
 * CSV that spreadsheets open as written: UTF-8 with a byte-order mark (Excel reads the rupee sign
 * and names right), CRLF line ends, and every field quoted with inner quotes doubled. A field that
 * starts like a formula is prefixed with an apostrophe so a spreadsheet never runs it.
 */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function field(value: string | number): string {
  let text = String(value);
  if (FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
