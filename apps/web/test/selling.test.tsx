import {
  checkRedPoaValidationCall,
  generateTrxnOtpCall,
  getInstaCashDetailCall,
  getRedeemableHoldingsCall,
  getRedemptionPreviewCall,
  getSellOrderStatusCall,
  getSwitchPreviewCall,
  getSwitchTargetsCall,
  checkSwitchPoaValidationCall,
  onConfirmRedemptionCall,
  orderMessages,
  planMessages,
  sellMessages,
  verifyEdisAuthorisationCall,
  type TInstaCashScheme,
} from '@cdesk/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landingTarget } from '../src/features/shell/link-landings';
import { instaCashProblem } from '../src/features/mutual-funds/sell/insta-cash-page';
import { emptyPlan, planDates, planProblems } from '../src/features/mutual-funds/sell/plan-choice';
import { redeemPath, switchPath, tabOf } from '../src/features/mutual-funds/sell/sell-paths';
import { choiceProblem, quantityRequest } from '../src/features/mutual-funds/sell/sell-quantity';
import { envelope, reply, type RecordedCall } from './gateway-mock';
import { openDesk, where } from './render-app';
import {
  confirmReply,
  elssHolding,
  flexiHolding,
  holdingsReply,
  order,
  otpReply,
  physical,
  previewReply,
} from './selling-fixtures';

configure({ asyncUtilTimeout: 10_000 });

/** Wednesday 12-08-2026, 11:00 in India. */
const businessTime = '2026-08-12T05:30:00.000Z';
const balance = { freeUnits: '140.250', nav: '80.1234', nextUnlockOn: '' };

describe('the quantity to sell', () => {
  it('takes an amount up to the value of the free units', () => {
    expect(choiceProblem({ by: 'AMOUNT', amount: '', units: '' }, balance)).toBe(
      sellMessages.amountRequired,
    );
    expect(choiceProblem({ by: 'AMOUNT', amount: '12x', units: '' }, balance)).toBe(
      orderMessages.amountInvalid,
    );
    expect(choiceProblem({ by: 'AMOUNT', amount: '0', units: '' }, balance)).toBe(
      sellMessages.notPositive,
    );
    expect(choiceProblem({ by: 'AMOUNT', amount: '5,000', units: '' }, balance)).toBeNull();
    // 140.250 units at 80.1234 are worth ₹11,237.31.
    expect(choiceProblem({ by: 'AMOUNT', amount: '11300', units: '' }, balance)).toBe(
      sellMessages.insufficientUnits('140.250'),
    );
  });

  it('takes units of up to 3 decimals, no more than are free', () => {
    expect(choiceProblem({ by: 'UNITS', amount: '', units: '' }, balance)).toBe(
      sellMessages.unitsRequired,
    );
    expect(choiceProblem({ by: 'UNITS', amount: '', units: '1.2345' }, balance)).toBe(
      sellMessages.unitsInvalid,
    );
    expect(choiceProblem({ by: 'UNITS', amount: '', units: '140.250' }, balance)).toBeNull();
    expect(choiceProblem({ by: 'UNITS', amount: '', units: '140.251' }, balance)).toBe(
      sellMessages.insufficientUnits('140.250'),
    );
  });

  it('says when nothing is free, and when the lock-in ends', () => {
    const locked = { freeUnits: '0.000', nav: '50', nextUnlockOn: '2027-04-10' };
    expect(choiceProblem({ by: 'ALL', amount: '', units: '' }, locked)).toBe(
      sellMessages.noFreeUnitsUntil('10-04-2027'),
    );
    expect(choiceProblem({ by: 'ALL', amount: '', units: '' }, balance)).toBeNull();
  });

  it('sends only what the chosen way uses', () => {
    const holding = { folioNo: 'F1', schcode: 7 };
    expect(quantityRequest(holding, { by: 'AMOUNT', amount: '5,000.50', units: '3' })).toEqual({
      folioNo: 'F1',
      schCode: 7,
      redeemBy: 'AMOUNT',
      amount: '5000.50',
    });
    expect(quantityRequest(holding, { by: 'ALL', amount: '5', units: '3' })).toEqual({
      folioNo: 'F1',
      schCode: 7,
      redeemBy: 'ALL',
    });
  });
});

describe('selling addresses', () => {
  it('name the holding and the tab', () => {
    expect(redeemPath({ schCode: 1, folioNo: 'A/1' }, 'swp')).toBe(
      '/transact/mutual-funds/redeem-sell-swp?schCode=1&folioNo=A%2F1&tab=swp',
    );
    expect(switchPath()).toBe('/transact/mutual-funds/switch-stp');
    const tabs = ['switch', 'stp'] as const;
    expect(
      tabOf('/transact/mutual-funds/allFunds/stp', new URLSearchParams(), tabs, 'switch'),
    ).toBe('stp');
    expect(tabOf('/x/switch-stp', new URLSearchParams('tab=STP'), tabs, 'switch')).toBe('stp');
    expect(tabOf('/x/switch-stp', new URLSearchParams(), tabs, 'switch')).toBe('switch');
  });
});

describe('product links', () => {
  it('lead to the selling pages the desk offers', () => {
    const target = (query: string) => landingTarget('/prodlogin', new URLSearchParams(query));
    expect(target('prodType=mutual-funds&subType=redeem')).toBe(
      '/transact/mutual-funds/redeem-sell-swp',
    );
    expect(target('prodType=MF&subType=STP')).toBe('/transact/mutual-funds/switch-stp?tab=stp');
    expect(target('prodType=mutual-funds&subType=instCash')).toBe('/transact/insta-cash');
    expect(target('prodType=mutual-funds&subType=nfoSwitch')).toBe(
      '/transact/mutual-funds/new-fund-offer-nfo-switch',
    );
    expect(target('prodType=MF&subType=SIP')).toBe('/transact/mutual-funds/allFunds');
    expect(target('prodType=MF&subType=unknown')).toBeNull();
    expect(target('prodType=mars&subType=redeem')).toBe('/transact/mars/redeem');
  });
});

describe('STP and SWP registration', () => {
  const today = '2026-08-12';
  it('checks the amount, day, installments and start', () => {
    const plan = { ...emptyPlan(today), amount: '499', installmentDate: '', installments: '0' };
    expect(planProblems(plan, today)).toEqual({
      amount: planMessages.minInstallment('₹500.00'),
      installmentDate: planMessages.installmentDay,
      installments: planMessages.installments(1, 1200),
    });
    expect(planProblems({ ...plan, startDate: '11-08-2026' }, today).startDate).toBe(
      planMessages.startPast,
    );
  });

  it('shows the dates it will run on', () => {
    const plan = { ...emptyPlan(today), amount: '1000', installmentDate: '5', installments: '3' };
    expect(planDates(plan, today)).toEqual(['2026-09-05', '2026-10-05', '2026-11-05']);
  });
});

describe('insta cash', () => {
  const scheme: TInstaCashScheme = {
    folioNo: 'L1',
    schcode: 119091,
    schemeName: 'HDFC Liquid Fund - Direct Plan - Growth',
    freeUnits: '20.000',
    nav: '5000',
    navDate: '2026-08-11',
    folioValue: '100000.00',
    cap: '50000.00',
    takenToday: '10000.00',
    available: '40000.00',
  };
  it('refuses more than is available today, in the gateway words', () => {
    expect(instaCashProblem('40000', scheme)).toBeNull();
    expect(instaCashProblem('40000.01', scheme)).toBe(sellMessages.instaCashAboveLimit(4_000_000n));
    expect(instaCashProblem('100', { ...scheme, available: '0.00' })).toBe(
      sellMessages.instaCashNoneLeft,
    );
    expect(instaCashProblem('0', scheme)).toBe(sellMessages.notPositive);
  });
});

function sellingGateway(preview = previewReply()) {
  return [
    reply(getRedeemableHoldingsCall, { body: envelope(holdingsReply) }),
    reply(checkRedPoaValidationCall, { body: envelope(physical) }),
    reply(getRedemptionPreviewCall, { body: envelope(preview) }),
    reply(generateTrxnOtpCall, { body: envelope(otpReply) }),
    reply(getSellOrderStatusCall, {
      body: envelope({
        trxnId: 'T-100',
        trxnDate: '2026-08-12',
        ackStatus: 'PENDING',
        // As the server sends it: the order's own sentence.
        message: order.statusText,
        order,
      }),
    }),
  ];
}

const page = `/transact/mutual-funds/redeem-sell-swp?schCode=${flexiHolding.schcode}&folioNo=${encodeURIComponent(flexiHolding.folioNo)}`;

describe('Redeem/Sell/SWP', { timeout: 30_000 }, () => {
  it('opens on the holding the address names, with its units and value', async () => {
    await openDesk(page, sellingGateway(), { businessTime });
    expect(
      await screen.findByRole('heading', { name: flexiHolding.schemeName }),
    ).toBeInTheDocument();
    expect(screen.getByText('Units free to redeem')).toBeInTheDocument();
    expect(screen.getByText('140.250')).toBeInTheDocument();
    expect(screen.getByText('₹80.123 as on 11-08-2026')).toBeInTheDocument();
    expect(screen.getByText('1% if redeemed within 365 days')).toBeInTheDocument();
  });

  it('previews, asks the balance warning, then takes the OTP and acknowledges', async () => {
    let confirms = 0;
    const { user, router, calls } = await openDesk(
      page,
      [
        ...sellingGateway(previewReply({ isBalanceWarning: 'Y' })),
        reply(onConfirmRedemptionCall, (call: RecordedCall) => {
          confirms += 1;
          const body = call.body as { otp: string };
          return body.otp === '123456'
            ? { body: envelope(confirmReply()) }
            : { body: envelope(null, false, sellMessages.otpInvalid) };
        }),
      ],
      { businessTime },
    );
    await user.type(await screen.findByLabelText('Redeem amount'), '5000');
    await user.click(screen.getByRole('button', { name: 'Review redeem' }));
    expect(await screen.findByText('₹4,987.66')).toBeInTheDocument();
    expect(screen.getByText('+₹310.20')).toBeInTheDocument();
    expect(screen.getByText('14-08-2026')).toBeInTheDocument();
    expect(screen.getByText('12-08-2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(sellMessages.balanceWarning)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, proceed' }));

    const otp = await screen.findByLabelText('OTP');
    expect(screen.getByText(/XXXXXX3210/)).toBeInTheDocument();
    await user.type(otp, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm redeem' }));
    expect(await screen.findByText(sellMessages.otpInvalid)).toBeInTheDocument();

    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm redeem' }));
    await waitFor(() =>
      expect(where(router)).toBe('/transact/authorize/red/achknowledge?tid=T-100'),
    );
    expect(await screen.findByText('Awaiting the NAV of 12-08-2026.')).toBeInTheDocument();
    expect(confirms).toBe(2);
    const placed = calls.filter((c) => c.to === onConfirmRedemptionCall).at(-1)?.body;
    expect(placed).toMatchObject({
      folioNo: flexiHolding.folioNo,
      schCode: flexiHolding.schcode,
      redeemBy: 'AMOUNT',
      amount: '5000',
      otpGenRefId: 'OTP-1',
      isRedConfirm: 'Y',
    });
    const otpCalls = calls.filter((c) => c.to === generateTrxnOtpCall);
    expect(otpCalls).toHaveLength(1);
    expect((otpCalls[0]?.body as { sessionId: string }).sessionId).toBe(
      (placed as { sessionId: string }).sessionId,
    );
  });

  it('says when no unit of a locked-in holding is free', async () => {
    await openDesk(
      `/transact/mutual-funds/redeem-sell-swp?schCode=${elssHolding.schcode}`,
      sellingGateway(),
      { businessTime },
    );
    await screen.findByRole('heading', { name: elssHolding.schemeName });
    expect(screen.queryByRole('button', { name: 'Review redeem' })).toBeNull();
    expect(
      await screen.findByText(sellMessages.noFreeUnitsUntil('10-04-2027')),
    ).toBeInTheDocument();
  });

  it('blocks a demat holding without POA/DDPI with the spec message', async () => {
    await openDesk(
      page,
      [
        ...sellingGateway(),
        reply(checkRedPoaValidationCall, {
          body: envelope({
            mode: 'D',
            FLG_POA: 'N',
            IS_EDIS: 'N',
            isBlocked: 'Y',
            message: sellMessages.poaNotInFavour,
          }),
        }),
      ],
      { businessTime },
    );
    expect(await screen.findByText(sellMessages.poaNotInFavour)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review redeem' })).toBeNull();
  });

  it('asks before sending a demat holding to eDIS, then leaves for the depository', async () => {
    const edis = { mode: 'D', FLG_POA: 'N', IS_EDIS: 'Y', isBlocked: 'N', message: '' } as const;
    const { user, loads } = await openDesk(
      page,
      [
        ...sellingGateway(previewReply({ poa: edis })),
        reply(checkRedPoaValidationCall, { body: envelope(edis) }),
        reply(onConfirmRedemptionCall, {
          body: envelope(
            confirmReply({
              IS_EDIS: 'Y',
              edisUrl: 'https://depository.example/edis?no=E1',
              edisTrxnNo: 'E1',
              order: { ...order, status: 'EDIS_PENDING', mode: 'D' },
            }),
          ),
        }),
      ],
      { businessTime },
    );
    await user.click(await screen.findByText('All units'));
    await user.click(screen.getByRole('button', { name: 'Review redeem' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(sellMessages.edisRedirect)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, proceed' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm redeem' }));
    await waitFor(() => expect(loads).toEqual(['https://depository.example/edis?no=E1']));
  });
});

describe('Switch/STP', { timeout: 30_000 }, () => {
  it('searches the AMC schemes by name and previews the switch into one', async () => {
    const target = {
      schcode: 122640,
      schemeName: 'Parag Parikh ELSS Tax Saver Fund - Direct Plan - Growth',
      schemeType: 'EQUITY',
      plan: 'DIRECT',
      option: 'GROWTH',
      isNfo: 'N',
      nfoCloseDate: '',
      minAmount: '500.00',
      exitLoad: 'Nil',
      riskometer: 'Very High',
    } as const;
    const { user, calls } = await openDesk(
      `/transact/mutual-funds/allFunds/switch?schCode=${flexiHolding.schcode}`,
      [
        ...sellingGateway(),
        reply(checkSwitchPoaValidationCall, { body: envelope(physical) }),
        reply(getSwitchTargetsCall, (call: RecordedCall) => ({
          body: envelope({
            amc: 'PPFAS Mutual Fund',
            targets: (call.body as { keyword?: string }).keyword === 'zzz' ? [] : [target],
          }),
        })),
        reply(getSwitchPreviewCall, {
          body: envelope({
            ...previewReply({ settlementDate: '' }),
            trxnType: 'SWI',
            switchIn: {
              schcode: target.schcode,
              schemeName: target.schemeName,
              folioNo: flexiHolding.folioNo,
              amount: '4987.66',
              stampDuty: '0.25',
              netAmount: '4987.41',
              units: '',
              nav: '',
              navDate: '',
            },
            switchInNavDate: '2026-08-13',
          }),
        }),
      ],
      { businessTime },
    );
    const search = await screen.findByLabelText('Find a scheme of PPFAS Mutual Fund by name');
    await user.type(search, 'zzz');
    expect(
      await screen.findByText('No scheme in Direct Plan · Growth matches'),
    ).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ELSS');
    const select = await screen.findByLabelText('Switch into (schemes of PPFAS Mutual Fund)');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(2));
    await user.selectOptions(select, String(target.schcode));
    await user.click(screen.getByText('All units'));
    await user.click(screen.getByRole('button', { name: 'Review switch' }));
    expect(await screen.findByText(`Switch in: ${target.schemeName}`)).toBeInTheDocument();
    expect(screen.getByText('13-08-2026')).toBeInTheDocument();
    expect(calls.find((c) => c.to === getSwitchPreviewCall)?.body).toEqual({
      folioNo: flexiHolding.folioNo,
      schCode: flexiHolding.schcode,
      redeemBy: 'ALL',
      targetSchCode: target.schcode,
    });
    expect(
      calls.some(
        (c) => c.to === getSwitchTargetsCall && (c.body as { keyword?: string }).keyword === 'ELSS',
      ),
    ).toBe(true);
  });
});

describe('eDIS return', { timeout: 30_000 }, () => {
  it('shows the acknowledgement once the depository approved', async () => {
    const { calls } = await openDesk(
      '/edis-response?edisTrxnNo=E1&reqFrom=RED',
      [
        reply(verifyEdisAuthorisationCall, {
          body: envelope({
            edisStatus: 'APPROVED',
            trxnId: 'T-100',
            trxnType: 'red',
            message: 'Your transaction has been placed.',
            order,
          }),
        }),
      ],
      { businessTime },
    );
    expect(await screen.findByText('Placed, waiting for the NAV')).toBeInTheDocument();
    expect(screen.getByText('Your transaction has been placed.')).toBeInTheDocument();
    expect(calls.find((c) => c.to === verifyEdisAuthorisationCall)?.body).toEqual({
      edisTrxnNo: 'E1',
    });
  });
});

describe('Sell acknowledgement', { timeout: 30_000 }, () => {
  it('says once that the units are redeemed, with no contradicting status above it', async () => {
    const redeemed = {
      ...order,
      status: 'PAYOUT_DUE' as const,
      statusText:
        'Units redeemed at the NAV of 12-08-2026. The amount will be credited to your bank account on 14-08-2026.',
      nav: '80.1234',
      units: '62.403',
      grossAmount: '5000.00',
      exitLoad: '0.00',
      netAmount: '5000.00',
      shortTermGain: '120.00',
      longTermGain: '0.00',
    };
    await openDesk(
      '/transact/authorize/red/achknowledge?tid=T-100',
      [
        reply(getSellOrderStatusCall, {
          body: envelope({
            trxnId: 'T-100',
            trxnDate: '2026-08-12',
            ackStatus: 'PENDING',
            message: redeemed.statusText,
            order: redeemed,
          }),
        }),
      ],
      { businessTime },
    );
    expect(await screen.findByText('Units redeemed, payout on its way')).toBeInTheDocument();
    expect(screen.queryByText('PENDING')).toBeNull();
    expect(screen.getAllByText(/Units redeemed at the NAV of 12-08-2026/)).toHaveLength(1);
  });
});

describe('Insta Cash page', { timeout: 30_000 }, () => {
  it('lists eligible schemes with today’s limit and refuses more', async () => {
    const { user } = await openDesk(
      '/transact/insta-cash',
      [
        reply(getInstaCashDetailCall, {
          body: envelope({
            dailyLimit: '50000.00',
            valuePercent: 90,
            schemes: [
              {
                folioNo: 'L1',
                schcode: 119091,
                schemeName: 'HDFC Liquid Fund - Direct Plan - Growth',
                freeUnits: '20.000',
                nav: '5000',
                navDate: '2026-08-11',
                folioValue: '100000.00',
                cap: '50000.00',
                takenToday: '0.00',
                available: '50000.00',
              },
            ],
            bank: null,
          }),
        }),
      ],
      { businessTime },
    );
    expect(await screen.findByText('HDFC Liquid Fund - Direct Plan - Growth')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Insta cash amount'), '60000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(sellMessages.instaCashAboveLimit(5_000_000n)),
    ).toBeInTheDocument();
  });
});
