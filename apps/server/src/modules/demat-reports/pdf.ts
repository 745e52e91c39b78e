import {
  formatPaise,
  showDate,
  type TDematAccountView,
  type TDematHoldingsResponse,
  type TDematTransactionsResponse,
  type TGetHoldingsResponse,
} from '@cdesk/domain';
import { PdfWriter } from '../../lib/pdf-writer.js';

/** Whose statement it is, printed at its head. */
export interface StatementHead {
  investorName: string;
  acCode: string;
  /** YYYY-MM-DD: the business date the statement is made on. */
  generatedOn: string;
  /** Said under the head when the statement was opened through a trusted link. */
  sharedNote?: string;
}

const shares = (n: number) => n.toLocaleString('en-IN');

async function start(title: string, head: StatementHead): Promise<PdfWriter> {
  const w = await PdfWriter.create({
    title,
    subject: `${title} of ${head.investorName} (${head.acCode})`,
    footer: `${title} - ${head.investorName} - Generated on ${showDate(head.generatedOn)}`,
    numbered: true,
  });
  w.text(title, { size: 18, bold: true });
  w.text(`Generated on ${showDate(head.generatedOn)}`, { size: 9, color: w.colours.muted, gap: 8 });
  if (head.sharedNote) w.text(head.sharedNote, { size: 9, color: w.colours.muted });
  w.heading('Investor');
  w.rows([
    ['Investor', head.investorName],
    ['Account code', head.acCode],
  ]);
  return w;
}

function dematAccountRows(w: PdfWriter, accounts: readonly TDematAccountView[]): void {
  w.heading('Demat account');
  if (accounts.length === 0) {
    w.text('No demat account is linked to this account.');
    return;
  }
  w.rows(
    accounts.map((a) => [
      `${a.depository}${accounts.length > 1 ? ` (${a.acCode})` : ''}`,
      `DP ID ${a.dpId}  Client ID ${a.clientId}`,
    ]),
  );
}

/** The demat holding statement: each ISIN's shares, closing price and value, and the total. */
export async function dematHoldingPdf(
  data: TDematHoldingsResponse,
  head: StatementHead,
): Promise<Uint8Array> {
  const w = await start('Demat Holding Statement', head);
  dematAccountRows(w, data.dematAccounts);
  if (data.isDemoPrice) {
    const note = data.note.replace(/^Demo prices: /, '');
    w.box('Demo prices', [note.charAt(0).toUpperCase() + note.slice(1)]);
  }
  w.heading(`Holdings as on ${showDate(head.generatedOn)}`);
  if (data.holdings.length === 0) w.text(data.note);
  for (const h of data.holdings) {
    w.space(4);
    w.text(h.companyName, { bold: true });
    w.rows([
      ['ISIN', `${h.isin}${data.dematAccounts.length > 1 ? `  (${h.acCode})` : ''}`],
      [
        'Quantity',
        `${shares(h.quantity)} (free ${shares(h.freeQuantity)}, pledged ${shares(h.pledgedQuantity)}, locked-in ${shares(h.lockedInQuantity)})`,
      ],
      ['Closing price', `${formatPaise(h.pricePaise)} as on ${showDate(h.priceDate)}`],
      ['Value', formatPaise(h.valuePaise)],
    ]);
  }
  w.heading('Total');
  w.rows([
    ['Companies', String(data.holdings.length)],
    ['Total value', formatPaise(data.totalValuePaise)],
  ]);
  return (await w.finish()).bytes;
}

/** The demat transaction report: every credit and debit of the period, oldest first. */
export async function dematTransactionPdf(
  data: TDematTransactionsResponse,
  head: StatementHead,
): Promise<Uint8Array> {
  const w = await start('Demat Transaction Report', head);
  dematAccountRows(w, data.dematAccounts);
  w.heading(`Transactions from ${showDate(data.fromDate)} to ${showDate(data.toDate)}`);
  if (data.items.length === 0)
    w.text(
      data.note ||
        `No shares moved between ${showDate(data.fromDate)} and ${showDate(data.toDate)}.`,
    );
  for (const t of data.items) {
    const sign = t.type === 'BUY' ? '+' : '-';
    w.rows(
      [
        [
          showDate(t.tradeDate),
          `${t.companyName} (ISIN ${t.isin}): ${t.type === 'BUY' ? 'Bought' : 'Sold'} ${sign}${shares(t.quantity)}, balance ${shares(t.balance)}`,
        ],
      ],
      90,
    );
  }
  w.heading('Summary');
  const bought = data.items.filter((t) => t.type === 'BUY').reduce((s, t) => s + t.quantity, 0);
  const sold = data.items.filter((t) => t.type === 'SELL').reduce((s, t) => s + t.quantity, 0);
  w.rows([
    ['Transactions', String(data.items.length)],
    ['Shares credited', shares(bought)],
    ['Shares debited', shares(sold)],
  ]);
  return (await w.finish()).bytes;
}

/** The mutual-fund holding statement: units, NAV and value of each scheme and folio. */
export async function mfHoldingPdf(
  data: TGetHoldingsResponse,
  head: StatementHead,
): Promise<Uint8Array> {
  const w = await start('Mutual Fund Holding Statement', head);
  w.heading('Summary');
  w.rows([
    ['Current value', formatPaise(data.summary.currentValuePaise)],
    ['Invested', formatPaise(data.summary.investedPaise)],
    ['Gain', formatPaise(data.summary.gainPaise)],
    ['NAV date', data.summary.navDate ? showDate(data.summary.navDate) : '-'],
  ]);
  w.heading(`Holdings as on ${showDate(head.generatedOn)}`);
  if (data.holdings.length === 0) w.text('No mutual fund units are held.');
  for (const h of data.holdings) {
    w.space(4);
    w.text(h.schemeName, { bold: true });
    w.rows([
      ['Folio', h.folioNo],
      ['Units', h.units],
      ['NAV', `${h.nav} as on ${showDate(h.navDate)}`],
      ['Invested', formatPaise(h.investedPaise)],
      ['Current value', formatPaise(h.currentValuePaise)],
    ]);
  }
  return (await w.finish()).bytes;
}
