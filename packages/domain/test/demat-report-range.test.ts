import { describe, expect, it } from 'vitest';
import { dematReportMessages } from '../src/catalogue/demat-reports.js';
import { ZDematDownloadPdfRequest } from '../src/contracts/reports/demat-download-pdf.js';
import {
  dematReportDefaultFrom,
  dematReportRangeProblem,
} from '../src/rules/demat-report-range.js';

const today = '2026-11-26';

describe('the demat transaction report range', () => {
  it('accepts 6 months to the day: 26-05-2026 to 26-11-2026', () => {
    expect(dematReportRangeProblem('2026-05-26', '2026-11-26', today)).toBeNull();
  });

  it('refuses a day more than 6 months', () => {
    expect(dematReportRangeProblem('2026-05-25', '2026-11-26', today)).toBe(
      dematReportMessages.rangeTooLong,
    );
  });

  it('clamps to the month end: 31-08-2026 runs to 28-02-2027 at most', () => {
    expect(dematReportRangeProblem('2026-08-31', '2027-02-28', '2027-03-01')).toBeNull();
    expect(dematReportRangeProblem('2026-08-31', '2027-03-01', '2027-03-01')).toBe(
      dematReportMessages.rangeTooLong,
    );
  });

  it('refuses a from date after the to date, and a to date after today', () => {
    expect(dematReportRangeProblem('2026-11-02', '2026-11-01', today)).toBe(
      dematReportMessages.rangeOrder,
    );
    expect(dematReportRangeProblem('2026-11-01', '2026-11-27', today)).toBe(
      dematReportMessages.futureDate,
    );
  });

  it('opens on the 6 months to today', () => {
    expect(dematReportDefaultFrom(today)).toBe('2026-05-26');
    expect(dematReportDefaultFrom('2026-08-31')).toBe('2026-02-28');
  });
});

describe('the downloadPdf request', () => {
  it('needs no dates for the holding statement, and both for the transaction report', () => {
    expect(ZDematDownloadPdfRequest.parse({ acCode: 'AC5000001' })).toEqual({
      acCode: 'AC5000001',
      reportType: 'HOLDING',
      fromDate: '',
      toDate: '',
    });
    const moves = ZDematDownloadPdfRequest.safeParse({
      acCode: 'AC5000001',
      reportType: 'TRANSACTION',
      fromDate: '01-06-2026',
    });
    expect(moves.success).toBe(false);
    expect(moves.error?.issues[0]?.message).toBe(dematReportMessages.toDateRequired);
    expect(
      ZDematDownloadPdfRequest.parse({
        acCode: 'AC5000001',
        reportType: 'TRANSACTION',
        fromDate: '01/06/2026',
        toDate: '26-11-2026',
      }),
    ).toMatchObject({ fromDate: '2026-06-01', toDate: '2026-11-26' });
  });
});
