import {
  formatPaise,
  maskPan,
  paiseToRupeeText,
  schedule112aAcquiredTexts,
  schedule112aColumns,
  showDate,
  type Schedule112aRow,
  type TCapitalGainStatementResponse,
  type TTransactionStatementResponse,
} from '@cdesk/domain';
import { csvText } from '../../lib/csv.js';
import { PdfWriter, type PdfColumn } from '../../lib/pdf-writer.js';
import type { StatementHolder } from './statements-service.js';

export interface StatementFile {
  fileName: string;
  bytes: Uint8Array;
}

const rupees = (paise: number) => formatPaise(paise, { symbol: false });
const plain = (paise: number) => paiseToRupeeText(BigInt(paise));
const orBlank = (paise: number | null) => (paise === null ? '' : plain(paise));
const termFilterText = (term: string) =>
  term === 'ALL' ? 'Every term' : `${term === 'LONG' ? 'Long term' : 'Short term'} only`;

function holderRows(holders: readonly StatementHolder[], acCode: string): [string, string][] {
  const names = holders.map((h) => h.name).join(', ') || '-';
  const pans = holders.map((h) => maskPan(h.pan)).join(', ') || '-';
  return [
    ['Investor', names],
    ['PAN', pans],
    ['Account', acCode],
  ];
}

const statementFooter = 'Client Desk - computer-generated statement, no signature required';

/** How the figures are worked out, printed under the statement. */
const gainMethod = [
  "Lots are taken first in, first out. Cost = units x purchase NAV plus the units' share of the purchase's stamp duty (s. 48).",
  'Sale value = units x sale NAV; the lots of a sale add up to its gross, the last lot taking the remainder of the rounding.',
  'Gain = sale value - exit load - cost. Net paid = gross - exit load: the amount paid to the bank or switched.',
  'Equity-oriented units bought before 01-02-2018: cost = higher of the cost and the lower of the value at the NAV of 31-01-2018 and the sale value (s. 55(2)(ac)).',
  'Long term: equity-oriented funds after 12 months; other funds after 24 months for sales from 23-07-2024 (36 before); debt funds bought from 01-04-2023 always short term (s. 50AA).',
];

const periodNote =
  'By date of sale, gains less losses: s. 111A short-term and s. 112A long-term gains of equity-oriented funds; other: s. 112, gains taxed at the slab and those whose section is not determinable.';

const gainColumns: PdfColumn[] = [
  { label: 'Bought on', weight: 1.1 },
  { label: 'Units', weight: 1, align: 'right' },
  { label: 'Buy NAV', weight: 1, align: 'right' },
  { label: 'Stamp duty', weight: 0.8, align: 'right' },
  { label: 'Cost', weight: 1.15, align: 'right' },
  { label: 'Sale value', weight: 1.15, align: 'right' },
  { label: 'Exit load', weight: 0.85, align: 'right' },
  { label: 'Days', weight: 0.55, align: 'right' },
  { label: 'Term', weight: 1 },
  { label: 'Gain', weight: 1.15, align: 'right' },
];

type GainSale = TCapitalGainStatementResponse['schemes'][number]['sales'][number];

/** A line under a sale's table for each lot whose cost s. 55(2)(ac) sets, or would set. */
function grandfatheringNotes(sale: GainSale, nav: string | null): string[] {
  return sale.lots.flatMap((lot) => {
    const bought = `${lot.units} units bought ${showDate(lot.purchaseDate)}`;
    if (lot.grandfathering === 'APPLIES')
      return [
        `Grandfathered (s. 55(2)(ac)): ${bought}, cost Rs. ${rupees(lot.acquisitionCostPaise)}, value at the NAV of 31-01-2018 (${nav ?? ''}) Rs. ${rupees(lot.fairMarketValuePaise ?? 0)}, cost taken Rs. ${rupees(lot.costPaise)}.`,
      ];
    if (lot.grandfathering === 'NAV_NOT_ON_RECORD')
      return [
        `Grandfathering (s. 55(2)(ac)) applies to ${bought}, but the NAV of 31-01-2018 is not on record: the cost shown is the actual cost.`,
      ];
    return [];
  });
}

export async function capitalGainPdf(
  statement: TCapitalGainStatementResponse,
  holders: readonly StatementHolder[],
  generatedOn: string,
): Promise<StatementFile> {
  const pdf = await PdfWriter.create({
    title: `Capital gains statement ${statement.financialYear}`,
    subject: 'Mutual fund capital gains, first in first out',
    footer: statementFooter,
    numbered: true,
  });
  pdf.text('Capital Gains Statement - Mutual Funds', { size: 16, bold: true });
  pdf.text(`Financial year ${statement.financialYear}`, { size: 11, color: pdf.colours.muted });
  pdf.space(6);
  pdf.rows([
    ...holderRows(holders, statement.acCode),
    ['Period', `${showDate(statement.fromDate)} to ${showDate(statement.toDate)}`],
    ['Gains shown', termFilterText(statement.term)],
    ['Generated on', showDate(generatedOn)],
  ]);
  gainSummary(pdf, statement);
  gainPeriods(pdf, statement);
  gainDetails(pdf, statement);
  pdf.heading('How the figures are worked out');
  for (const line of gainMethod) pdf.text(line, { size: 8.5, color: pdf.colours.muted });
  const { bytes } = await pdf.finish();
  return { fileName: `capital-gains-${statement.acCode}-${statement.financialYear}.pdf`, bytes };
}

/** The per-scheme summary table with its total, and the total gain in words. */
function gainSummary(pdf: PdfWriter, statement: TCapitalGainStatementResponse): void {
  const t = statement.totals;
  pdf.heading('Summary');
  pdf.table(
    [
      { label: 'Scheme', weight: 3.4 },
      { label: 'Folio', weight: 1.3 },
      { label: 'Sale value', weight: 1.2, align: 'right' },
      { label: 'Cost', weight: 1.2, align: 'right' },
      { label: 'Exit load', weight: 0.9, align: 'right' },
      { label: 'Short term', weight: 1.2, align: 'right' },
      { label: 'Long term', weight: 1.2, align: 'right' },
    ],
    [
      ...statement.schemes.map((s) => ({
        cells: [
          s.schemeName,
          s.folioNo,
          rupees(s.saleValuePaise),
          rupees(s.costPaise),
          rupees(s.exitLoadPaise),
          rupees(s.shortTermPaise),
          rupees(s.longTermPaise),
        ],
      })),
      {
        bold: true,
        cells: [
          'Total',
          '',
          rupees(t.saleValuePaise),
          rupees(t.costPaise),
          rupees(t.exitLoadPaise),
          rupees(t.shortTermPaise),
          rupees(t.longTermPaise),
        ],
      },
    ],
  );
  if (statement.schemes.length === 0)
    pdf.text('No units were sold in this financial year.', { color: pdf.colours.muted });
  const undetermined =
    t.undeterminedTermPaise !== 0 ||
    statement.schemes.some((s) =>
      s.sales.some((sale) => sale.lots.some((l) => l.term === 'UNDETERMINED')),
    );
  pdf.text(
    `Total gain Rs. ${rupees(t.gainPaise)} (short term Rs. ${rupees(t.shortTermPaise)}, long term Rs. ${rupees(t.longTermPaise)}${undetermined ? `, term not determinable Rs. ${rupees(t.undeterminedTermPaise)}` : ''}); exit load Rs. ${rupees(t.exitLoadPaise)}. Amounts in rupees.`,
    { size: 9 },
  );
}

/** The gains by period of the financial year, as the return asks them. */
function gainPeriods(pdf: PdfWriter, statement: TCapitalGainStatementResponse): void {
  pdf.heading('Gains by period of the financial year');
  pdf.table(
    [
      { label: 'Period', weight: 2.2 },
      { label: 'Dates', weight: 2.6 },
      { label: 's. 111A', weight: 1.3, align: 'right' },
      { label: 's. 112A', weight: 1.3, align: 'right' },
      { label: 'Other', weight: 1.3, align: 'right' },
    ],
    statement.periods.map((p) => ({
      cells: [
        p.label,
        `${showDate(p.fromDate)} to ${showDate(p.toDate)}`,
        rupees(p.s111aPaise),
        rupees(p.s112aPaise),
        rupees(p.otherPaise),
      ],
    })),
  );
  pdf.text(periodNote, { size: 8.5, color: pdf.colours.muted });
}

/** Each scheme's sales, lot by lot. */
function gainDetails(pdf: PdfWriter, statement: TCapitalGainStatementResponse): void {
  pdf.heading('Details, lot by lot (first in, first out)');
  for (const scheme of statement.schemes) {
    pdf.text(`${scheme.schemeName} - folio ${scheme.folioNo}`, { bold: true, size: 10 });
    pdf.text(
      scheme.gainsClass === 'UNDETERMINED'
        ? `${scheme.gainsClassText}: a term that depends on the class is shown as not determinable.`
        : scheme.gainsClassText,
      { size: 8.5, color: pdf.colours.muted },
    );
    for (const sale of scheme.sales) {
      pdf.text(
        `${sale.trxnTypeLabel} on ${showDate(sale.saleDate)} at NAV ${sale.saleNav}: ${sale.units} units (ref ${sale.orderRef}). Gross Rs. ${rupees(sale.saleValuePaise)}, exit load Rs. ${rupees(sale.exitLoadPaise)}, net paid Rs. ${rupees(sale.netPaise)}.`,
        { size: 8.5, color: pdf.colours.muted },
      );
      pdf.table(gainColumns, saleLotRows(sale));
      for (const note of grandfatheringNotes(sale, scheme.grandfatheringNav))
        pdf.text(note, { size: 8.5, color: pdf.colours.muted });
    }
  }
}

/** A sale's lots and its total, as rows of the lot table. */
function saleLotRows(sale: GainSale) {
  return [
    ...sale.lots.map((lot) => ({
      cells: [
        showDate(lot.purchaseDate),
        lot.units,
        lot.purchaseNav,
        rupees(lot.stampDutyPaise),
        rupees(lot.costPaise),
        rupees(lot.saleValuePaise),
        rupees(lot.exitLoadPaise),
        String(lot.daysHeld),
        lot.termText,
        rupees(lot.gainPaise),
      ],
    })),
    {
      bold: true,
      cells: [
        'Sale total',
        sale.units,
        '',
        rupees(sale.lots.reduce((sum, lot) => sum + lot.stampDutyPaise, 0)),
        rupees(sale.costPaise),
        rupees(sale.saleValuePaise),
        rupees(sale.exitLoadPaise),
        '',
        '',
        rupees(sale.gainPaise),
      ],
    },
  ];
}

type CsvRow = (string | number)[];
type GainScheme = TCapitalGainStatementResponse['schemes'][number];
type GainLot = GainSale['lots'][number];

const gainCsvHeader: CsvRow = [
  'Financial Year',
  'Account',
  'Folio No',
  'Scheme Code',
  'Scheme Name',
  'Class',
  'Transaction',
  'Order Ref',
  'Sale Date',
  'Sale NAV',
  'Purchase Date',
  'Units',
  'Purchase NAV',
  'Stamp Duty (Rs)',
  'Acquisition Cost (Rs)',
  'NAV 31-01-2018',
  'Value at NAV 31-01-2018 (Rs)',
  'Cost (Rs)',
  'Sale Value (Rs)',
  'Exit Load (Rs)',
  'Net Paid (Rs)',
  'Days Held',
  'Term',
  'Short Term Gain (Rs)',
  'Long Term Gain (Rs)',
  'Gain (Rs)',
];

export function capitalGainCsv(statement: TCapitalGainStatementResponse): StatementFile {
  const rows: CsvRow[] = [gainCsvHeader];
  for (const scheme of statement.schemes)
    for (const sale of scheme.sales)
      for (const lot of sale.lots) rows.push(gainCsvLotRow(statement, scheme, sale, lot));
  rows.push(gainCsvTotalRow(statement));
  rows.push(...gainCsvPeriodRows(statement, rows[0]?.length ?? 0));
  return {
    fileName: `capital-gains-${statement.acCode}-${statement.financialYear}.csv`,
    bytes: new TextEncoder().encode(csvText(rows)),
  };
}

function gainCsvLotRow(
  statement: TCapitalGainStatementResponse,
  scheme: GainScheme,
  sale: GainSale,
  lot: GainLot,
): CsvRow {
  return [
    statement.financialYear,
    scheme.acCode,
    scheme.folioNo,
    scheme.schemeCode,
    scheme.schemeName,
    scheme.gainsClassText,
    sale.trxnTypeLabel,
    sale.orderRef,
    showDate(sale.saleDate),
    sale.saleNav,
    showDate(lot.purchaseDate),
    lot.units,
    lot.purchaseNav,
    plain(lot.stampDutyPaise),
    plain(lot.acquisitionCostPaise),
    lot.grandfathering === 'APPLIES' ? (scheme.grandfatheringNav ?? '') : '',
    orBlank(lot.fairMarketValuePaise),
    plain(lot.costPaise),
    plain(lot.saleValuePaise),
    plain(lot.exitLoadPaise),
    // The lot's part of what was paid; the lots of a sale add up to its net paid.
    plain(lot.saleValuePaise - lot.exitLoadPaise),
    lot.daysHeld,
    lot.termText,
    plain(lot.term === 'SHORT' ? lot.gainPaise : 0),
    plain(lot.term === 'LONG' ? lot.gainPaise : 0),
    plain(lot.gainPaise),
  ];
}

function gainCsvTotalRow(statement: TCapitalGainStatementResponse): CsvRow {
  const t = statement.totals;
  const stampDuty = statement.schemes.reduce(
    (sum, s) =>
      sum + s.sales.reduce((n, sale) => n + sale.lots.reduce((m, l) => m + l.stampDutyPaise, 0), 0),
    0,
  );
  const acquisition = statement.schemes.reduce(
    (sum, s) =>
      sum +
      s.sales.reduce((n, sale) => n + sale.lots.reduce((m, l) => m + l.acquisitionCostPaise, 0), 0),
    0,
  );
  return [
    'Total',
    statement.acCode,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    t.units,
    '',
    plain(stampDuty),
    plain(acquisition),
    '',
    '',
    plain(t.costPaise),
    plain(t.saleValuePaise),
    plain(t.exitLoadPaise),
    plain(t.saleValuePaise - t.exitLoadPaise),
    '',
    '',
    plain(t.shortTermPaise),
    plain(t.longTermPaise),
    plain(t.gainPaise),
  ];
}

/** The gains by period of the year, as the return asks them, below the lots (same width). */
function gainCsvPeriodRows(statement: TCapitalGainStatementResponse, width: number): CsvRow[] {
  const rows: CsvRow[] = [];
  const padded = (cells: CsvRow) => [...cells, ...Array<string>(width - cells.length).fill('')];
  rows.push(
    padded(['Period', 'From', 'To', 's. 111A Gain (Rs)', 's. 112A Gain (Rs)', 'Other Gain (Rs)']),
  );
  for (const p of statement.periods)
    rows.push(
      padded([
        p.label,
        showDate(p.fromDate),
        showDate(p.toDate),
        plain(p.s111aPaise),
        plain(p.s112aPaise),
        plain(p.otherPaise),
      ]),
    );
  return rows;
}

const fileDate = (iso: string) => showDate(iso);

const bigRupees = (paise: bigint) => paiseToRupeeText(paise);
const bigOrBlank = (paise: bigint | null) => (paise === null ? '' : bigRupees(paise));

/**
 * Schedule 112A of the income-tax return as CSV: the schedule's columns in its order and words,
 * amounts in rupees with two decimals, one row per sale of an ISIN (a lot acquired on or before
 * 31-01-2018 a row of its own), and the total of each amount column.
 */
export function schedule112aCsv(schedule: {
  financialYear: string;
  acCode: string;
  rows: readonly Schedule112aRow[];
}): StatementFile {
  const rows: (string | number)[][] = [[...schedule112aColumns]];
  schedule.rows.forEach((row, i) =>
    rows.push([
      i + 1,
      schedule112aAcquiredTexts[row.acquired],
      row.isin,
      row.name,
      row.units,
      row.salePricePerUnit,
      bigRupees(row.fullValuePaise),
      bigRupees(row.costWithoutIndexationPaise),
      bigRupees(row.costOfAcquisitionPaise),
      bigOrBlank(row.lowerOfValueAndFmvPaise),
      row.fmvPerUnit ?? '',
      bigOrBlank(row.totalFmvPaise),
      bigRupees(row.expenditurePaise),
      bigRupees(row.totalDeductionsPaise),
      bigRupees(row.balancePaise),
    ]),
  );
  const sum = (pick: (row: Schedule112aRow) => bigint | null) =>
    bigRupees(schedule.rows.reduce((total, row) => total + (pick(row) ?? 0n), 0n));
  rows.push([
    'Total',
    '',
    '',
    '',
    '',
    '',
    sum((r) => r.fullValuePaise),
    sum((r) => r.costWithoutIndexationPaise),
    sum((r) => r.costOfAcquisitionPaise),
    sum((r) => r.lowerOfValueAndFmvPaise),
    '',
    sum((r) => r.totalFmvPaise),
    sum((r) => r.expenditurePaise),
    sum((r) => r.totalDeductionsPaise),
    sum((r) => r.balancePaise),
  ]);
  return {
    fileName: `schedule-112a-${schedule.acCode}-${schedule.financialYear}.csv`,
    bytes: new TextEncoder().encode(csvText(rows)),
  };
}

export async function transactionPdf(
  statement: TTransactionStatementResponse,
  holders: readonly StatementHolder[],
  generatedOn: string,
): Promise<StatementFile> {
  const pdf = await PdfWriter.create({
    title: `Transaction statement, folio ${statement.folioNo}`,
    subject: 'Mutual fund transactions of a folio',
    footer: statementFooter,
    numbered: true,
  });
  pdf.text('Transaction Statement - Mutual Funds', { size: 16, bold: true });
  pdf.text(`Folio ${statement.folioNo} - ${statement.amc}`, {
    size: 11,
    color: pdf.colours.muted,
  });
  pdf.space(6);
  pdf.rows([
    ...holderRows(holders, statement.acCode),
    ['Period', `${fileDate(statement.fromDate)} to ${fileDate(statement.toDate)}`],
    ['Generated on', showDate(generatedOn)],
  ]);
  transactionSchemes(pdf, statement);
  awaitingNavTable(pdf, statement);
  pdf.heading('Totals');
  pdf.rows([
    ['Invested (purchases, switches in)', `Rs. ${rupees(statement.totals.inPaise)}`],
    ['Paid out (redemptions, switches out)', `Rs. ${rupees(statement.totals.outPaise)}`],
    ['Stamp duty', `Rs. ${rupees(statement.totals.stampDutyPaise)}`],
  ]);
  const { bytes } = await pdf.finish();
  return { fileName: `transactions-${statement.folioNo.replace(/\W+/g, '-')}.pdf`, bytes };
}

/** Each scheme of the folio with its transaction lines. */
function transactionSchemes(pdf: PdfWriter, statement: TTransactionStatementResponse): void {
  for (const scheme of statement.schemes) {
    pdf.heading(scheme.schemeName);
    pdf.text(`Opening units ${scheme.openingUnits} - closing units ${scheme.closingUnits}`, {
      size: 9,
      color: pdf.colours.muted,
    });
    pdf.table(
      [
        { label: 'Date', weight: 1.1 },
        { label: 'Transaction', weight: 1.5 },
        { label: 'Amount', weight: 1.3, align: 'right' },
        { label: 'Stamp duty', weight: 0.9, align: 'right' },
        { label: 'NAV', weight: 1, align: 'right' },
        { label: 'NAV date', weight: 1.1 },
        { label: 'Units', weight: 1, align: 'right' },
        { label: 'Balance', weight: 1.1, align: 'right' },
      ],
      scheme.lines.map((line) => ({
        cells: [
          showDate(line.tradeDate),
          line.trxnTypeLabel + (line.flow === 'OUT' ? ' (out)' : ''),
          rupees(line.amountPaise),
          rupees(line.stampDutyPaise),
          line.nav,
          showDate(line.navDate),
          line.flow === 'OUT' ? `-${line.units}` : line.units,
          line.balanceUnits,
        ],
      })),
    );
    if (scheme.lines.length === 0)
      pdf.text('No transactions in the period.', { size: 9, color: pdf.colours.muted });
  }
  if (statement.schemes.length === 0)
    pdf.text('No transactions in the period.', { color: pdf.colours.muted });
}

/** Paid orders still without units, when there are any. */
function awaitingNavTable(pdf: PdfWriter, statement: TTransactionStatementResponse): void {
  if (statement.awaitingNav.length > 0) {
    pdf.heading('Awaiting NAV');
    pdf.text('Paid orders with no units yet: they join the table once allotted.', {
      size: 9,
      color: pdf.colours.muted,
    });
    pdf.table(
      [
        { label: 'Placed on', weight: 1.1 },
        { label: 'Scheme', weight: 3 },
        { label: 'Transaction', weight: 1.3 },
        { label: 'Amount', weight: 1.2, align: 'right' },
        { label: 'Status', weight: 2.4 },
      ],
      statement.awaitingNav.map((order) => ({
        cells: [
          showDate(order.placedDate),
          order.schemeName,
          order.trxnTypeLabel,
          rupees(order.amountPaise),
          order.status,
        ],
      })),
    );
  }
}

export function transactionCsv(statement: TTransactionStatementResponse): StatementFile {
  const rows: (string | number)[][] = [
    [
      'Folio No',
      'Scheme Code',
      'Scheme Name',
      'Date',
      'Transaction',
      'Direction',
      'Amount (Rs)',
      'Stamp Duty (Rs)',
      'NAV',
      'NAV Date',
      'Units',
      'Balance Units',
      'Status',
    ],
  ];
  for (const scheme of statement.schemes)
    for (const line of scheme.lines)
      rows.push([
        statement.folioNo,
        scheme.schemeCode,
        scheme.schemeName,
        showDate(line.tradeDate),
        line.trxnTypeLabel,
        line.flow === 'OUT' ? 'Out' : 'In',
        plain(line.amountPaise),
        plain(line.stampDutyPaise),
        line.nav,
        showDate(line.navDate),
        line.units,
        line.balanceUnits,
        'Allotted',
      ]);
  // Paid orders with no units yet: the date they were placed and the NAV date they wait for.
  for (const order of statement.awaitingNav)
    rows.push([
      statement.folioNo,
      order.schemeCode,
      order.schemeName,
      showDate(order.placedDate),
      order.trxnTypeLabel,
      'In',
      plain(order.amountPaise),
      '',
      '',
      showDate(order.navDate),
      '',
      '',
      order.status,
    ]);
  return {
    fileName: `transactions-${statement.folioNo.replace(/\W+/g, '-')}.csv`,
    bytes: new TextEncoder().encode(csvText(rows)),
  };
}
