import {
  dematHoldingsCall,
  dematMessages,
  dematTransactionsCall,
  netWorthReportCall,
} from '@cdesk/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const share = (isin: string, companyName: string, quantity: number, pricePaise: number) => ({
  acCode: 'AC5000001',
  isin,
  companyName,
  quantity,
  freeQuantity: quantity,
  pledgedQuantity: 0,
  lockedInQuantity: 0,
  pricePaise,
  priceDate: '2026-11-25',
  valuePaise: quantity * pricePaise,
});

const holdings = [
  // 120 x ₹1,412.30 = ₹1,69,476.00
  share('INE002A01018', 'Reliance Industries Ltd', 120, 141_230),
  // 400 x ₹405.85 = ₹1,62,340.00
  share('INE154A01025', 'ITC Ltd', 400, 40_585),
  // 25 x ₹3,105.60 = ₹77,640.00
  share('INE467B01029', 'Tata Consultancy Services Ltd', 25, 310_560),
];

const demat = {
  acCode: 'AC5000001',
  dematAccounts: [
    { acCode: 'AC5000001', depository: 'NSDL', dpId: 'IN300214', clientId: '****5678' },
  ],
  holdings,
  // ₹1,69,476.00 + ₹1,62,340.00 + ₹77,640.00 = ₹4,09,456.00
  totalValuePaise: 40_945_600,
  isDemoPrice: true,
  note: dematMessages.demoPrices,
};

const companies = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('demat holdings on the portfolio page', { timeout: 20_000 }, () => {
  it('shows the shares with the demo-price marker, the DP and the total, sorted as asked', async () => {
    seedLoggedIn();
    const calls = mockDesk(
      [
        reply(dematHoldingsCall, { body: envelope(demat) }),
        reply(dematTransactionsCall, (call) => {
          const { fromDate, toDate } = call.body as { fromDate: string; toDate: string };
          if (fromDate === '30-11-2026')
            return {
              status: 400,
              body: envelope(null, false, dematMessages.rangeOrder),
            };
          return {
            body: envelope({
              acCode: 'AC5000001',
              fromDate: fromDate.split('-').reverse().join('-'),
              toDate: toDate.split('-').reverse().join('-'),
              dematAccounts: demat.dematAccounts,
              items: [
                {
                  acCode: 'AC5000001',
                  tradeDate: '2026-01-05',
                  isin: 'INE154A01025',
                  companyName: 'ITC Ltd',
                  type: 'BUY',
                  quantity: 500,
                  balance: 500,
                },
                {
                  acCode: 'AC5000001',
                  tradeDate: '2026-07-20',
                  isin: 'INE154A01025',
                  companyName: 'ITC Ltd',
                  type: 'SELL',
                  quantity: 100,
                  balance: 400,
                },
              ],
              note: '',
            }),
          };
        }),
      ],
      { businessTime: '2026-11-26T05:30:00.000Z' },
    );
    const { user } = await renderApp('/portfolio');

    const section = await screen.findByRole(
      'region',
      { name: 'Demat holdings' },
      { timeout: 5000 },
    );
    expect(await within(section).findByText('Demo prices')).toBeInTheDocument();
    expect(within(section).getByText(dematMessages.demoPrices)).toBeInTheDocument();
    expect(within(section).getByText('IN300214')).toBeInTheDocument();
    expect(within(section).getByText('****5678')).toBeInTheDocument();
    expect(within(section).getAllByText('₹4,09,456.00').length).toBeGreaterThan(0);
    expect(within(section).getByText('At closing prices of 25-11-2026')).toBeInTheDocument();
    expect(within(section).getAllByText('₹1,69,476.00').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.to === dematHoldingsCall).map((c) => c.body)).toEqual([
      { acCode: 'AC5000001' },
    ]);

    const cards = within(section).getByRole('list', { name: 'Demat holdings' });
    expect(companies(cards)).toEqual([
      'Reliance Industries Ltd',
      'ITC Ltd',
      'Tata Consultancy Services Ltd',
    ]);
    await user.selectOptions(within(section).getByLabelText('Sort by'), 'company');
    expect(companies(cards)).toEqual([
      'ITC Ltd',
      'Reliance Industries Ltd',
      'Tata Consultancy Services Ltd',
    ]);
    await user.selectOptions(within(section).getByLabelText('Sort by'), 'quantity');
    expect(companies(cards)[0]).toBe('ITC Ltd');

    // The statement starts at the last year, newest first, each move with its balance after it.
    const moves = await within(section).findByRole('list', { name: 'Demat transactions' });
    const lines = within(moves).getAllByRole('listitem');
    expect(lines[0]?.textContent).toContain('Sold · 20-07-2026');
    expect(lines[0]?.textContent).toContain('−100');
    expect(lines[0]?.textContent).toContain('Balance 400');
    expect(lines[1]?.textContent).toContain('+500');
    const asked = calls.filter((c) => c.to === dematTransactionsCall).map((c) => c.body);
    expect(asked).toEqual([{ acCode: 'AC5000001', fromDate: '26-11-2025', toDate: '26-11-2026' }]);

    // A range the gateway refuses shows its message where the dates are.
    const from = within(section).getByLabelText('From date');
    await user.clear(from);
    await user.type(from, '30112026');
    await user.clear(within(section).getByLabelText('To date'));
    await user.type(within(section).getByLabelText('To date'), '01112026');
    await user.click(within(section).getByRole('button', { name: 'Show' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(
      dematMessages.rangeOrder,
    );
  });

  it('says plainly when there is no demat account, without an error', async () => {
    seedLoggedIn();
    mockDesk();
    await renderApp('/portfolio');

    const section = await screen.findByRole(
      'region',
      { name: 'Demat holdings' },
      { timeout: 5000 },
    );
    expect(await within(section).findByText(dematMessages.noDematAccount)).toBeInTheDocument();
    expect(within(section).queryByText('Demo prices')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not asked for on the dashboard', async () => {
    seedLoggedIn();
    const calls = mockDesk();
    await renderApp('/');

    await screen.findByRole('region', { name: 'Net worth' }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.some((c) => c.to === netWorthReportCall)).toBe(true);
    expect(calls.some((c) => c.to === dematHoldingsCall)).toBe(false);
  });
});
