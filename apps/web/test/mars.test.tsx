import {
  generateTrxnOtpCall,
  getMarsHoldingsCall,
  getMarsInvestmentCall,
  getMarsPortfolioDetailCall,
  getMarsPortfoliosCall,
  getMarsRedemptionPreviewCall,
  marsMessages,
  onConfirmMarsRedemptionCall,
  orderMessages,
  sellMessages,
  type TCartItem,
  type TMarsHolding,
  type TMarsPortfolio,
  type TMarsRedemptionPreview,
} from '@cdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marsAmountProblem, marsSplit } from '../src/features/mars/invest-form';
import { percentOf } from '../src/features/mars/redeem-flow';
import { landingTarget } from '../src/features/shell/link-landings';
import { envelope, reply, type RecordedCall } from './gateway-mock';
import { openDesk, where } from './render-app';
import { order, otpReply } from './selling-fixtures';

configure({ asyncUtilTimeout: 10_000 });

/** Wednesday 12-08-2026, 11:00 in India. */
const businessTime = '2026-08-12T05:30:00.000Z';

const balanced: TMarsPortfolio = {
  marsId: 'MARS02',
  name: 'Balanced Advantage',
  objective: 'Equity growth with a cushion.',
  tags: ['Hybrid', 'Lower volatility'],
  riskLabel: 'Moderately High',
  isSipAllowed: 'Y',
  isSwpAllowed: 'Y',
  minLumpsum: '20000.00',
  minSip: '2000.00',
  returnPercent: '6.10',
  returnYears: 1,
  asOn: '2026-08-12',
  schemes: [
    {
      schcode: 118968,
      schemeName: 'HDFC Balanced Advantage Fund',
      amc: 'HDFC Mutual Fund',
      category: 'Hybrid',
      weight: '40.00',
      nav: '576.674',
      navDate: '2026-08-12',
    },
    {
      schcode: 120377,
      schemeName: 'ICICI Prudential Balanced Advantage Fund',
      amc: 'ICICI Prudential Mutual Fund',
      category: 'Hybrid',
      weight: '35.00',
      nav: '89.96',
      navDate: '2026-08-12',
    },
    {
      schcode: 151885,
      schemeName: 'UTI Balanced Advantage Fund',
      amc: 'UTI Mutual Fund',
      category: 'Hybrid',
      weight: '25.00',
      nav: '13.2608',
      navDate: '2026-08-12',
    },
  ],
  returns: [
    { years: 1, percent: '6.10' },
    { years: 3, percent: '' },
    { years: 5, percent: '' },
  ],
  sipFrequencyList: [{ freqId: 'M', freqName: 'Monthly' }],
  sipDates: [1, 5, 10, 15],
};

const income: TMarsPortfolio = {
  ...balanced,
  marsId: 'MARS03',
  name: 'Conservative Income',
  tags: ['Debt', 'Short term'],
  riskLabel: 'Moderate',
  returnPercent: '6.04',
  minSip: '3500.00',
};

const line = (schcode: number, schemeName: string, paise: number): TCartItem => ({
  ccode: 'AC5000001',
  schcode,
  schemeName,
  trxnType: 'PIP',
  isDirect: 'Y',
  schOpt: 'GROWTH',
  schExch: '1',
  folioNo: '',
  totalAmount: paise,
  brokerage: 0,
  riskometerVal: 'Moderately High',
  isLiquid: false,
  riskDeclAccepted: 'N',
  isNomineeRedirect: 'N',
  marsTarNo: 'MT2608120ABC1234',
  marsName: 'Balanced Advantage',
});

const holding: TMarsHolding = {
  marsId: 'MARS02',
  name: 'Balanced Advantage',
  marsTarNo: 'MT2608120ABC1234',
  currentValue: '19998.42',
  schemes: [
    {
      schcode: 118968,
      schemeName: 'HDFC Balanced Advantage Fund',
      folioNo: '47606067/81',
      units: '13.875',
      value: '8001.35',
      nav: '576.674',
      navDate: '2026-08-12',
      targetWeight: '40.00',
      currentWeight: '40.01',
      pendingAmount: '0.00',
    },
    {
      schcode: 120377,
      schemeName: 'ICICI Prudential Balanced Advantage Fund',
      folioNo: '65724423/41',
      units: '77.731',
      value: '6992.68',
      nav: '89.96',
      navDate: '2026-08-12',
      targetWeight: '35.00',
      currentWeight: '34.97',
      pendingAmount: '0.00',
    },
    {
      schcode: 151885,
      schemeName: 'UTI Balanced Advantage Fund',
      folioNo: '40252098/22',
      units: '377.382',
      value: '5004.39',
      nav: '13.2608',
      navDate: '2026-08-12',
      targetWeight: '25.00',
      currentWeight: '25.02',
      pendingAmount: '0.00',
    },
  ],
  investedAmount: '20000.00',
  pendingAmount: '0.00',
  gainAmount: '-1.58',
  gainPercent: '-0.01',
};

describe('MARS rules on the screen', () => {
  it('checks the amount against the minimum in whole rupees', () => {
    expect(marsAmountProblem('', balanced, 'PIP')).toBe(orderMessages.amountInvalid);
    expect(marsAmountProblem('19999', balanced, 'PIP')).toBe(marsMessages.minLumpsum(2_000_000n));
    expect(marsAmountProblem('20000.50', balanced, 'PIP')).toBe(marsMessages.wholeRupees);
    expect(marsAmountProblem('1,999', balanced, 'SIP')).toBe(marsMessages.minSip(200_000n));
    expect(marsAmountProblem('20,000', balanced, 'PIP')).toBeNull();
  });

  it('splits the amount at the weights, the rupee left to the largest', () => {
    expect(marsSplit('20001', balanced)?.map((s) => s.paise)).toEqual([
      800_100n,
      700_000n,
      500_000n,
    ]);
    expect(marsSplit('12.5', balanced)).toBeNull();
  });

  it('takes a percentage from 1 to 100', () => {
    expect(percentOf('100', '')).toBe(100);
    expect(percentOf('other', '33')).toBe(33);
    expect(percentOf('other', '0')).toBeNull();
    expect(percentOf('other', '101')).toBeNull();
  });

  it('leads the MARS product links to its pages', () => {
    const target = (query: string) => landingTarget('/prodlogin', new URLSearchParams(query));
    expect(target('prodType=mars&subType=purchase')).toBe('/transact/mars/portfolios');
    expect(target('prodType=mars&subType=redeem')).toBe('/transact/mars/redeem');
    expect(target('prodType=mars')).toBe('/transact/mars/portfolios');
  });
});

function portfoliosReply() {
  return reply(getMarsPortfoliosCall, (call: RecordedCall) => {
    const body = call.body as { tags?: string[]; sip?: string };
    const list = [balanced, income].filter(
      (p) =>
        (!body.tags?.length || p.tags.some((t) => body.tags?.includes(t))) &&
        (body.sip !== 'Y' || p.isSipAllowed === 'Y'),
    );
    return {
      body: envelope({
        portfolios: list,
        tags: ['Hybrid', 'Lower volatility', 'Debt', 'Short term'],
      }),
    };
  });
}

describe('Ready MF Portfolios', { timeout: 30_000 }, () => {
  it('lists the portfolios with return, date, minimums and weights, and filters them', async () => {
    const { user, calls } = await openDesk('/transact/mars/portfolios', [portfoliosReply()], {
      businessTime,
    });
    const cards = await screen.findAllByTestId('mars-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('+6.10%')).toBeInTheDocument();
    expect(first.getByText('as on 12-08-2026')).toBeInTheDocument();
    expect(first.getByText('₹20,000.00')).toBeInTheDocument();
    expect(first.getByText('40%')).toBeInTheDocument();

    const panel = screen.getByRole('complementary', { name: 'Filter portfolios' });
    await user.click(within(panel).getByRole('button', { name: 'Debt' }));
    await waitFor(() => expect(screen.getAllByTestId('mars-card')).toHaveLength(1));
    expect(screen.getByText('Conservative Income')).toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: '3 years' }));
    await user.click(within(panel).getByLabelText('SIP available'));
    await waitFor(() =>
      expect(calls.filter((c) => c.to === getMarsPortfoliosCall).at(-1)?.body).toMatchObject({
        tags: ['Debt'],
        sip: 'Y',
        year: '3',
        return: '',
      }),
    );
    // The MARS filters are not kept for a later visit (spec 1 section 4.4).
    expect(
      Object.keys(localStorage).some((key) => /mars/i.test(localStorage.getItem(key) ?? '')),
    ).toBe(false);
  });
});

describe('a portfolio and investing in it', { timeout: 30_000 }, () => {
  it('shows the returns and weights, splits the amount and puts the lines in the cart', async () => {
    let asked = 0;
    const { user, router, calls, store } = await openDesk(
      '/transact/mars/portfolios/MARS02?invest=lumpsum',
      [
        reply(getMarsPortfolioDetailCall, { body: envelope(balanced) }),
        reply(getMarsInvestmentCall, (call: RecordedCall) => {
          asked += 1;
          const body = call.body as { isNomineeRedirect: string };
          return body.isNomineeRedirect === 'Y'
            ? {
                body: envelope({
                  marsId: 'MARS02',
                  name: 'Balanced Advantage',
                  marsTarNo: 'MT2608120ABC1234',
                  trxnType: 'PIP',
                  amount: '20000.00',
                  items: [
                    line(118968, 'HDFC Balanced Advantage Fund', 800_000),
                    line(120377, 'ICICI Prudential Balanced Advantage Fund', 700_000),
                    line(151885, 'UTI Balanced Advantage Fund', 500_000),
                  ],
                }),
              }
            : { body: envelope(null, false, orderMessages.nomineeRequired, 'NOMINEE_REQUIRED') };
        }),
      ],
      { businessTime },
    );
    expect(
      await screen.findByRole('heading', { name: 'Balanced Advantage', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Not enough history')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add portfolio to cart' }));
    expect(await screen.findByText(orderMessages.amountInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Investment amount'), '20000');
    expect(screen.getByText('₹8,000.00')).toBeInTheDocument();
    expect(screen.getByText('₹7,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add portfolio to cart' }));

    // No nominee on record: go on without one, as on the purchase screen.
    expect(await screen.findByText(orderMessages.nomineeRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue without nominee' }));
    await waitFor(() => expect(where(router)).toBe('/transact/mutual-funds/cart'));
    expect(asked).toBe(2);
    expect(calls.filter((c) => c.to === getMarsInvestmentCall).at(-1)?.body).toMatchObject({
      marsId: 'MARS02',
      trxnType: 'PIP',
      amount: '20000',
      isNomineeRedirect: 'Y',
    });
    const cart = (
      store.getState() as { transactionCart?: { cart: { items: TCartItem[]; total: number } } }
    ).transactionCart?.cart;
    expect(cart?.total).toBe(2_000_000);
    expect(cart?.items.map((i) => i.marsTarNo)).toEqual(Array(3).fill('MT2608120ABC1234'));
    const lines = await screen.findByRole('list', { name: 'Cart lines' });
    expect(within(lines).getAllByText('MARS · Balanced Advantage')).toHaveLength(3);
    // The portfolio leaves the cart as a whole.
    await user.click(
      within(lines).getAllByRole('button', {
        name: 'Remove the MARS portfolio Balanced Advantage',
      })[0]!,
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Cart lines' })).toBeNull());
  });
});

describe('Redeem MARS', { timeout: 30_000 }, () => {
  const preview: TMarsRedemptionPreview = {
    marsTarNo: holding.marsTarNo,
    marsId: 'MARS02',
    name: 'Balanced Advantage',
    percent: 50,
    legs: holding.schemes.map((s) => ({
      folioNo: s.folioNo,
      schcode: s.schcode,
      schemeName: s.schemeName,
      redeemBy: 'UNITS',
      units: '6.937',
      freeUnits: s.units,
      nav: s.nav,
      navDate: s.navDate,
      approxValue: '4000.00',
      applicableNavDate: '2026-08-12',
    })),
    skipped: [],
    approxValue: '12000.00',
    bank: { bankName: 'State Bank of India', accountNo: 'XXXXXXX6789', ifsc: 'SBIN0001234' },
    warningMessage: sellMessages.balanceWarning,
  };

  it('shows the holding and redeems half of it under one OTP', async () => {
    const { user, calls } = await openDesk(
      '/transact/mars/redeem',
      [
        reply(getMarsHoldingsCall, { body: envelope({ holdings: [holding] }) }),
        reply(getMarsRedemptionPreviewCall, { body: envelope(preview) }),
        reply(generateTrxnOtpCall, { body: envelope(otpReply) }),
        reply(onConfirmMarsRedemptionCall, {
          body: envelope({
            marsTarNo: holding.marsTarNo,
            name: 'Balanced Advantage',
            orders: [{ ...order, trxnId: 'RED2608120001' }],
            isRepeat: false,
            message: marsMessages.redemptionPlaced,
          }),
        }),
      ],
      { businessTime },
    );
    const card = await screen.findByTestId('mars-holding');
    expect(within(card).getByText('₹19,998.42')).toBeInTheDocument();
    expect(within(card).getByText('MARS target no. MT2608120ABC1234')).toBeInTheDocument();
    expect(within(card).getByText('Weight 40.01% of target 40%')).toBeInTheDocument();
    expect(within(card).getByText('-₹1.58')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Redeem Balanced Advantage' }));
    await user.click(screen.getByRole('radio', { name: '50%' }));
    await user.click(screen.getByRole('button', { name: 'Review redeem' }));
    expect(await screen.findByText('₹12,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(sellMessages.balanceWarning)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, proceed' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm redeem' }));
    expect(await screen.findByText(marsMessages.redemptionPlaced)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/transact/authorize/red/achknowledge?tid=RED2608120001',
    );
    const placed = calls.filter((c) => c.to === onConfirmMarsRedemptionCall).at(-1)?.body as {
      sessionId: string;
    };
    expect(placed).toMatchObject({
      marsTarNo: holding.marsTarNo,
      percent: 50,
      otp: '123456',
      otpGenRefId: 'OTP-1',
      isRedConfirm: 'Y',
    });
    const otpBody = calls.find((c) => c.to === generateTrxnOtpCall)?.body as {
      sessionId: string;
      trxnType: string;
    };
    expect(otpBody).toMatchObject({ trxnType: 'RED', sessionId: placed.sessionId });
  });

  it('says so when no MARS portfolio is held', async () => {
    await openDesk('/transact/mars/redeem', [
      reply(getMarsHoldingsCall, { body: envelope({ holdings: [] }) }),
    ]);
    expect(await screen.findByText(/You do not hold a MARS portfolio yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Ready MF Portfolios' })).toBeInTheDocument();
  });
});

describe('the dashboard MARS tile', { timeout: 30_000 }, () => {
  it('leads its purchase and redeem actions to the MARS pages', async () => {
    await openDesk('/', [], { businessTime });
    const actions = await screen.findByRole('group', { name: 'MARS, Ready MF Portfolios actions' });
    expect(within(actions).getByRole('link', { name: 'Purchase' }).getAttribute('href')).toBe(
      '/transact/mars/portfolios',
    );
    expect(within(actions).getByRole('link', { name: 'Redeem' }).getAttribute('href')).toBe(
      '/transact/mars/redeem',
    );
  });
});
