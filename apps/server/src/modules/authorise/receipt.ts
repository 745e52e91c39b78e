import {
  formatDate,
  formatPaise,
  parseRupeesToPaise,
  transactionTypeLabel,
  type TAuthorisationResult,
  type TAuthPayment,
  type TAuthTrxnLine,
} from '@cdesk/domain';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { lazy } from '../../lib/lazy.js';
import type { Account } from '../access/index.js';
import type { PlacedTrxnRow } from './repository.js';

const pageSize: [number, number] = [595.28, 841.89];
const margin = 48;

// The PDF library is large to load: the first receipt loads it, not the start.
const pdfLib = lazy(() => import('pdf-lib'));

// The standard fonts carry Latin-1 only; the rupee sign is written as Rs.
const printable = (text: string) =>
  text
    .replace(/₹\s?/g, 'Rs. ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const rupees = (text: string) => {
  const paise = text ? parseRupeesToPaise(text) : null;
  return paise === null ? '' : formatPaise(paise);
};

const istTime = (instant: Date) =>
  `${formatDate(instant)} ${new Date(instant.getTime() + 19_800_000).toISOString().slice(11, 16)} IST`;

export interface ReceiptContent {
  row: PlacedTrxnRow;
  account: Pick<Account, 'name' | 'njAcNo'>;
  result: TAuthorisationResult | null;
  lines: TAuthTrxnLine[];
  marsName: string;
  payment: TAuthPayment | null;
  placedBy: string;
}

/** The receipt of an authorised partner-placed transaction, as a real PDF. */
export async function receiptPdf(content: ReceiptContent): Promise<Uint8Array> {
  const lib = await pdfLib();
  const doc = await lib.PDFDocument.create();
  doc.setTitle(`Transaction receipt ${content.row.trxnId}`);
  doc.setProducer('Client Desk');
  const regular = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const ink = lib.rgb(0.06, 0.09, 0.16);
  const muted = lib.rgb(0.28, 0.33, 0.41);
  const rule = lib.rgb(0.8, 0.84, 0.88);

  let page: PDFPage = doc.addPage(pageSize);
  let y = pageSize[1] - margin;
  const room = (height: number) => {
    if (y - height >= margin) return;
    page = doc.addPage(pageSize);
    y = pageSize[1] - margin;
  };
  const wrap = (text: string, font: PDFFont, size: number, width: number) => {
    const out: string[] = [];
    let line = '';
    for (const word of printable(text).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        out.push(line);
        line = word;
      } else line = candidate;
    }
    out.push(line);
    return out;
  };
  const text = (value: string, size = 10, font = regular, color = ink) => {
    for (const line of wrap(value, font, size, pageSize[0] - 2 * margin)) {
      room(size + 4);
      y -= size + 4;
      page.drawText(line, { x: margin, y, size, font, color });
    }
  };
  const heading = (value: string) => {
    y -= 10;
    room(30);
    text(value, 12, bold);
    y -= 4;
    page.drawLine({
      start: { x: margin, y },
      end: { x: pageSize[0] - margin, y },
      thickness: 0.75,
      color: rule,
    });
    y -= 2;
  };
  const rows = (pairs: [string, string][]) => {
    const labelWidth = 170;
    for (const [label, value] of pairs) {
      const lines = wrap(value || '-', regular, 10, pageSize[0] - 2 * margin - labelWidth);
      room(14 * lines.length);
      y -= 14;
      page.drawText(printable(label), { x: margin, y, size: 10, font: regular, color: muted });
      lines.forEach((line, i) =>
        page.drawText(line, {
          x: margin + labelWidth,
          y: y - i * 14,
          size: 10,
          font: regular,
          color: ink,
        }),
      );
      y -= 14 * (lines.length - 1);
    }
  };

  const { row, result } = content;
  const reference =
    row.isMars && row.marsTarNo ? `${row.trxnId} (MARS ${row.marsTarNo})` : row.trxnId;
  text('Transaction Receipt', 18, bold);
  text('Authorised by the investor on Client Desk', 10, regular, muted);

  heading('Transaction');
  rows([
    ['Ref. No', reference],
    ['Transaction type', transactionTypeLabel(row.trnType)],
    ['Status', 'Authorised'],
    ['Investor', content.account.name],
    ['Wealth account number', content.account.njAcNo],
    ['Placed by', content.placedBy],
    ['Placed on', istTime(row.placedAt)],
    ['Authorised on', row.decidedAt ? istTime(row.decidedAt) : ''],
    ...(content.marsName ? ([['MARS portfolio', content.marsName]] as [string, string][]) : []),
    ...(result && result.trxnId !== row.trxnId
      ? ([['Order reference', result.trxnId]] as [string, string][])
      : []),
    ...(row.notes ? ([['Notes', row.notes]] as [string, string][]) : []),
  ]);

  if (content.payment) {
    heading('Payment');
    const p = content.payment;
    rows([
      ['Payment mode', p.payModeLabel],
      ['Bank', [p.bankName, p.bankAcno && `A/c ${p.bankAcno}`].filter(Boolean).join(', ')],
      ...(p.neftRtgsNo ? ([['NEFT/RTGS reference', p.neftRtgsNo]] as [string, string][]) : []),
      ...(p.mandateNo ? ([['Mandate', p.mandateNo]] as [string, string][]) : []),
      ...(p.payerVpa ? ([['UPI address', p.payerVpa]] as [string, string][]) : []),
    ]);
  }

  for (const line of content.lines) {
    heading(`${line.srNo}. ${line.action}`);
    rows([
      ['Scheme', line.schemeName],
      ...(line.targetSchemeName
        ? ([['Into scheme', line.targetSchemeName]] as [string, string][])
        : []),
      ...(line.folioNo ? ([['Folio', line.folioNo]] as [string, string][]) : []),
      ...(line.amount ? ([['Amount', rupees(line.amount)]] as [string, string][]) : []),
      ...(line.allUnits === 'Y'
        ? ([['Units', 'All units']] as [string, string][])
        : line.units
          ? ([['Units', line.units]] as [string, string][])
          : []),
      ...(line.schedule ? ([['Schedule', line.schedule]] as [string, string][]) : []),
      ...(line.orderRef
        ? ([['Order', `${line.orderRef} ${line.orderStatus}`.trim()]] as [string, string][])
        : []),
    ]);
  }

  y -= 16;
  text(
    'Units are allotted at the NAV applicable to the date the order is accepted, subject to the realisation of funds where a payment is involved. This receipt is generated by Client Desk and needs no signature.',
    8,
    regular,
    muted,
  );
  return doc.save();
}
