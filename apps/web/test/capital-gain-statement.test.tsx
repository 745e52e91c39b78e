import {
  capitalGainSchedule112aCsvResource,
  capitalGainStatementCall,
  capitalGainStatementCsvResource,
} from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const figures = (sale: number, cost: number, load: number, short: number, long: number) => ({
  costPaise: cost,
  saleValuePaise: sale,
  exitLoadPaise: load,
  shortTermPaise: short,
  longTermPaise: long,
  undeterminedTermPaise: 0,
  gainPaise: short + long,
});

const lot = {
  purchaseDate: '2017-06-15',
  units: '50.000',
  purchaseNav: '41.2300',
  stampDutyPaise: 0,
  acquisitionCostPaise: 206_150,
  grandfathering: 'APPLIES' as const,
  fairMarketValuePaise: 239_250,
  costPaise: 239_250,
  saleValuePaise: 565_361,
  exitLoadPaise: 0,
  daysHeld: 3343,
  term: 'LONG' as const,
  termText: 'Long term',
  gainPaise: 326_111,
};

const elss = {
  acCode: 'AC5000001',
  folioNo: '9100000/01',
  schemeCode: 120503,
  schemeName: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth',
  amc: 'Axis Mutual Fund',
  orientation: 'EQUITY' as const,
  gainsClass: 'EQUITY' as const,
  gainsClassText: 'Equity-oriented fund',
  grandfatheringNav: '47.8500',
  units: '50.000',
  ...figures(565_361, 239_250, 0, 0, 326_111),
  sales: [
    {
      units: '50.000',
      ...figures(565_361, 239_250, 0, 0, 326_111),
      orderRef: 'DEMO-5000001-RED-120503-2026-08-10',
      trxnType: 'RED',
      trxnTypeLabel: 'Redemption',
      saleDate: '2026-08-10',
      saleNav: '113.0722',
      netPaise: 565_361,
      lots: [lot],
    },
  ],
};

// A balanced advantage fund: 13 months held is long term only if it is equity-oriented.
const baf = {
  ...elss,
  schemeCode: 118968,
  folioNo: '9200000/01',
  schemeName: 'HDFC Balanced Advantage Fund - Direct Plan - Growth',
  amc: 'HDFC Mutual Fund',
  orientation: 'EQUITY' as const,
  gainsClass: 'UNDETERMINED' as const,
  gainsClassText: 'Class not determinable from the AMFI category',
  grandfatheringNav: null,
  units: '10.000',
  ...figures(55_000, 50_000, 550, 0, 0),
  undeterminedTermPaise: 4_450,
  gainPaise: 4_450,
  sales: [
    {
      units: '10.000',
      ...figures(55_000, 50_000, 550, 0, 0),
      undeterminedTermPaise: 4_450,
      gainPaise: 4_450,
      orderRef: 'RED-2',
      trxnType: 'RED',
      trxnTypeLabel: 'Redemption',
      saleDate: '2026-08-12',
      saleNav: '550.0000',
      netPaise: 54_450,
      lots: [
        {
          ...lot,
          purchaseDate: '2025-07-10',
          units: '10.000',
          purchaseNav: '499.9900',
          stampDutyPaise: 10,
          acquisitionCostPaise: 50_000,
          grandfathering: 'NOT_APPLICABLE' as const,
          fairMarketValuePaise: null,
          costPaise: 50_000,
          saleValuePaise: 55_000,
          exitLoadPaise: 550,
          daysHeld: 398,
          term: 'UNDETERMINED' as const,
          termText: 'Term not determinable',
          gainPaise: 4_450,
        },
      ],
    },
  ],
};

const statement = {
  acCode: 'AC5000001',
  financialYear: '2026-27',
  financialYears: ['2026-27'],
  fromDate: '2026-04-01',
  toDate: '2027-03-31',
  term: 'ALL' as const,
  schemes: [elss, baf],
  choices: [],
  totals: {
    units: '60.000',
    ...figures(620_361, 289_250, 550, 0, 326_111),
    undeterminedTermPaise: 4_450,
    gainPaise: 330_561,
  },
  // Both sales in 16-06 to 15-09: the ELSS's long-term ₹3,261.11 under s. 112A, the balanced
  // advantage fund's ₹44.50 (section not determinable) under other.
  periods: [
    ['UP_TO_06_15', 'Up to 15-06', '2026-04-01', '2026-06-15', 0, 0, 0],
    ['JUN_16_TO_SEP_15', '16-06 to 15-09', '2026-06-16', '2026-09-15', 0, 326_111, 4_450],
    ['SEP_16_TO_DEC_15', '16-09 to 15-12', '2026-09-16', '2026-12-15', 0, 0, 0],
    ['DEC_16_TO_MAR_15', '16-12 to 15-03', '2026-12-16', '2027-03-15', 0, 0, 0],
    ['MAR_16_TO_MAR_31', '16-03 to 31-03', '2027-03-16', '2027-03-31', 0, 0, 0],
  ].map(([period, label, fromDate, toDate, s111aPaise, s112aPaise, otherPaise]) => ({
    period: period as 'UP_TO_06_15',
    label: label as string,
    fromDate: fromDate as string,
    toDate: toDate as string,
    s111aPaise: s111aPaise as number,
    s112aPaise: s112aPaise as number,
    otherPaise: otherPaise as number,
  })),
};

describe('the capital-gains statement', { timeout: 20_000 }, () => {
  it('shows each sale gross, exit load and net paid, and says where the class is not determinable', async () => {
    seedLoggedIn();
    mockDesk([reply(capitalGainStatementCall, () => ({ body: envelope(statement) }))], {
      businessTime: '2026-08-21T06:00:00.000Z',
    });
    await renderApp('/report/mutual-funds/capital-gain/summary');

    const sales = await screen.findByRole('list', { name: 'Sales' });
    const [first, second] = within(sales).getAllByRole('listitem');
    expect(first?.textContent).toContain('NAV 113.0722');
    expect(first?.textContent).toContain('Gross₹5,653.61');
    expect(second?.textContent).toContain('Exit load₹5.50');
    expect(second?.textContent).toContain('Net paid₹544.50');
    expect(screen.getByTestId('total-undetermined').textContent).toContain('₹44.50');
    const schemes = screen.getByRole('list', { name: 'Gains by scheme' });
    expect(schemes.textContent).toContain(
      'Class not determinable from the AMFI category: a term that depends on it is shown as not determinable',
    );
    expect(schemes.textContent).toContain('Equity-oriented fund');
  });

  it('shows lot by lot the grandfathered cost and the stamp duty in the cost', async () => {
    seedLoggedIn();
    mockDesk([reply(capitalGainStatementCall, () => ({ body: envelope(statement) }))], {
      businessTime: '2026-08-21T06:00:00.000Z',
    });
    await renderApp('/report/mutual-funds/capital-gain/detail');

    const lots = await screen.findByRole('list', { name: 'Lots sold' });
    const text = lots.textContent ?? '';
    expect(text).toContain('grandfathered: cost ₹2,061.50, value on 31-01-2018 ₹2,392.50');
    expect(text).toContain('incl. stamp duty ₹0.10');
    expect(text).toContain('Term not determinable');
  });

  it('shows the gains by period of the year and downloads Schedule 112A beside the PDF and CSV', async () => {
    seedLoggedIn();
    const created = vi.fn(() => 'blob:file');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = mockDesk(
      [
        reply(capitalGainStatementCall, () => ({ body: envelope(statement) })),
        reply(capitalGainSchedule112aCsvResource, {
          body: '"Sl. No."\r\n',
          contentType: 'text/csv; charset=utf-8',
        }),
        reply(capitalGainStatementCsvResource, {
          body: '"Financial Year"\r\n',
          contentType: 'text/csv; charset=utf-8',
        }),
      ],
      { businessTime: '2026-08-21T06:00:00.000Z' },
    );
    const { user } = await renderApp('/report/mutual-funds/capital-gain/summary');

    const periods = await screen.findByRole('table', { name: 'Gains by period' });
    expect(within(periods).getAllByRole('row')).toHaveLength(6);
    const second = screen.getByTestId('period-JUN_16_TO_SEP_15');
    expect(second.textContent).toContain('16-06 to 15-09');
    expect(second.textContent).toContain('16-06-2026 to 15-09-2026');
    expect(second.textContent).toContain('₹3,261.11');
    expect(second.textContent).toContain('₹44.50');
    expect(screen.getByTestId('period-UP_TO_06_15').textContent).toContain('₹0.00');

    await user.click(screen.getByRole('button', { name: 'Schedule 112A (CSV)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const asked = calls.filter((c) => c.path === capitalGainSchedule112aCsvResource.path);
    expect(asked.map((c) => c.body)).toEqual([{ acCode: 'AC5000001', financialYear: '2026-27' }]);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(2));
    expect(created).toHaveBeenCalledTimes(2);
    clicked.mockRestore();
  });
});
