import { capitalGainStatementCall } from '@cdesk/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
