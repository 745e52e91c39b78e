import {
  createTrustedLinkCall,
  dematReportMessages,
  dematTransactionsCall,
  reportTrustedCmCall,
} from '@cdesk/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, mockGateway, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const account = { acCode: 'AC5000001', depository: 'NSDL', dpId: 'IN300214', clientId: '****5678' };
const move = (tradeDate: string, companyName: string, type: 'BUY' | 'SELL', quantity: number) => ({
  acCode: 'AC5000001',
  tradeDate,
  isin: 'INE154A01025',
  companyName,
  type,
  quantity,
  balance: 100,
});

describe('the demat transaction report', { timeout: 20_000 }, () => {
  it('asks for the last 6 months, refuses a longer range before asking, and sorts', async () => {
    seedLoggedIn();
    const calls = mockDesk(
      [
        reply(dematTransactionsCall, (call) => {
          const { fromDate, toDate } = call.body as { fromDate: string; toDate: string };
          return {
            body: envelope({
              acCode: 'AC5000001',
              fromDate: fromDate.split('-').reverse().join('-'),
              toDate: toDate.split('-').reverse().join('-'),
              dematAccounts: [account],
              items: [
                move('2026-07-20', 'ITC Ltd', 'SELL', 100),
                move('2026-09-01', 'Bharti Airtel Ltd', 'BUY', 30),
              ],
              note: '',
            }),
          };
        }),
      ],
      { businessTime: '2026-11-26T05:30:00.000Z' },
    );
    const { user } = await renderApp('/report/dp-cm-reports/demat-transaction-report');

    expect(
      await screen.findByRole('heading', { name: '26-05-2026 to 26-11-2026' }),
    ).toBeInTheDocument();
    const asked = () => calls.filter((c) => c.to === dematTransactionsCall).map((c) => c.body);
    expect(asked()).toEqual([
      { acCode: 'AC5000001', fromDate: '26-05-2026', toDate: '26-11-2026' },
    ]);

    // Newest first, then as chosen.
    const list = screen.getByRole('list', { name: 'Demat transactions' });
    const first = () => within(list).getAllByRole('listitem')[0]?.textContent;
    expect(first()).toContain('Bharti Airtel Ltd');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'oldest');
    expect(first()).toContain('ITC Ltd');

    // 7 months: refused on the page, with the spec's words, and not asked for.
    const from = screen.getByLabelText('From date');
    await user.clear(from);
    await user.type(from, '25042026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(dematReportMessages.rangeTooLong)).toBeInTheDocument();
    const to = screen.getByLabelText('To date');
    await user.clear(to);
    await user.type(to, '30-11-2026');
    await user.clear(from);
    await user.type(from, '01-11-2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(dematReportMessages.futureDate)).toBeInTheDocument();
    expect(asked()).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '26-11-2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByRole('heading', { name: '01-11-2026 to 26-11-2026' }),
    ).toBeInTheDocument();
    expect(asked().at(-1)).toEqual({
      acCode: 'AC5000001',
      fromDate: '01-11-2026',
      toDate: '26-11-2026',
    });
  });
});

describe('a report shared through a trusted link', { timeout: 20_000 }, () => {
  it('shows the gateway’s message for a link it refuses', async () => {
    mockGateway([
      reply(reportTrustedCmCall, {
        status: 400,
        body: envelope(null, false, dematReportMessages.trustedLinkExpired),
      }),
    ]);
    await renderApp('/report-trusted-CM?id=abc');
    expect(await screen.findByText(dematReportMessages.trustedLinkExpired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('creates a link on the reports home for the mutual fund holding statement', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      reply(createTrustedLinkCall, {
        body: envelope({
          id: 'sealed',
          reportType: 'MF_HOLDING',
          url: '/cdesk/report-trusted?id=sealed',
          validUntil: '2026-12-03T05:30:00.000Z',
        }),
      }),
    ]);
    const { user } = await renderApp('/report');
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    const link = await screen.findByLabelText('Trusted link, valid until 03-12-2026');
    expect((link as HTMLInputElement).value).toMatch(/\/cdesk\/report-trusted\?id=sealed$/);
    expect(calls.filter((c) => c.to === createTrustedLinkCall).map((c) => c.body)).toEqual([
      { acCode: 'AC5000001', reportType: 'MF_HOLDING' },
    ]);
  });
});
