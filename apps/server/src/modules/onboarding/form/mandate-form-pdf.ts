import type { PDFFont, PDFPage } from 'pdf-lib';
import { lazy } from '../../../lib/lazy.js';

/** What the scan mandate form prints: the mandate, the bank account, the holders who sign. */
export interface MandateFormContent {
  providerLabel: string;
  mandateNo: string;
  reference: string;
  date: string;
  mandateType: string;
  bankName: string;
  branch: string;
  ifsc: string;
  micr: string;
  accountNo: string;
  accountType: string;
  accountHolder: string;
  amountFigures: string;
  amountWords: string;
  startDate: string;
  endDate: string;
  signatories: string[];
}

const pageSize: [number, number] = [595.28, 841.89];
const margin = 40;

const pdfLib = lazy(() => import('pdf-lib'));

// The standard fonts only carry Latin-1: accents are dropped and anything else becomes '?'.
const printable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * The mandate form of account opening: the NACH debit mandate the applicant authorises, with the
 * debit limit in figures and words, the period, and a box for each holder's signature.
 */
export async function mandateFormPdf(content: MandateFormContent): Promise<Uint8Array> {
  const lib = await pdfLib();
  const doc = await lib.PDFDocument.create();
  doc.setTitle(`Mandate ${content.mandateNo}`);
  doc.setSubject('NACH / e-mandate debit authorisation');
  doc.setProducer('Client Desk');
  const regular = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const ink = lib.rgb(0.06, 0.09, 0.16);
  const muted = lib.rgb(0.28, 0.33, 0.41);
  const rule = lib.rgb(0.7, 0.74, 0.8);
  const page: PDFPage = doc.addPage(pageSize);
  const width = pageSize[0] - margin * 2;
  let y = pageSize[1] - margin;

  const text = (value: string, x: number, size: number, font: PDFFont = regular, color = ink) =>
    page.drawText(printable(value), { x, y, size, font, color });

  text(`${content.providerLabel} mandate form`, margin, 18, bold);
  y -= 20;
  text('NACH / e-mandate: debit authorisation', margin, 11, regular, muted);
  y -= 26;

  const box = (rows: Array<[string, string]>, title: string) => {
    text(title, margin, 12, bold);
    y -= 8;
    const top = y;
    for (const [label, value] of rows) {
      y -= 18;
      text(label, margin + 8, 9, regular, muted);
      text(value, margin + 170, 10, bold);
    }
    y -= 10;
    page.drawRectangle({
      x: margin,
      y,
      width,
      height: top - y,
      borderColor: rule,
      borderWidth: 1,
    });
    y -= 22;
  };

  box(
    [
      ['Mandate number', content.mandateNo],
      ['Application reference', content.reference],
      ['Date', content.date],
      ['Mandate type', content.mandateType],
      ['Debit type', 'Maximum amount'],
      ['Frequency', 'As and when presented'],
    ],
    'Mandate',
  );
  box(
    [
      ['Bank', content.bankName],
      ['Branch', content.branch],
      ['IFSC', content.ifsc],
      ['MICR', content.micr],
      ['Account number', content.accountNo],
      ['Account type', content.accountType],
      ['Account holder (as at bank)', content.accountHolder],
    ],
    'Bank account to be debited',
  );
  box(
    [
      ['Up to (figures)', content.amountFigures],
      ['Up to (words)', content.amountWords],
      ['Period from', content.startDate],
      ['Period to', content.endDate],
    ],
    'Debit limit and period',
  );

  const declaration = [
    'I/We authorise the bank named above to debit my/our account, under this mandate, for the',
    'instalments of my/our mutual fund investments presented through the distributor, up to the',
    'amount shown for each debit, for the period shown, until I/we cancel this mandate.',
  ];
  for (const line of declaration) {
    text(line, margin, 9, regular, muted);
    y -= 13;
  }
  y -= 20;

  const boxWidth = (width - 16 * (content.signatories.length - 1)) / content.signatories.length;
  content.signatories.forEach((name, i) => {
    const x = margin + i * (boxWidth + 16);
    page.drawRectangle({
      x,
      y: y - 60,
      width: boxWidth,
      height: 60,
      borderColor: rule,
      borderWidth: 1,
    });
    page.drawText(printable(name), { x: x + 6, y: y - 76, size: 9, font: bold, color: ink });
    page.drawText('Signature of account holder', {
      x: x + 6,
      y: y - 88,
      size: 8,
      font: regular,
      color: muted,
    });
  });

  page.drawText(printable(`Client Desk - ${content.reference} - ${content.mandateNo}`), {
    x: margin,
    y: 24,
    size: 8,
    font: regular,
    color: muted,
  });
  return doc.save();
}
