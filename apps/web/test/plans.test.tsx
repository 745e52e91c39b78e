import {
  checkPlan2FACall,
  getPlanRequestAckCall,
  getSystematicPlansCall,
  revokeStopSipCall,
  sendPlan2FAOtpCall,
  validatePlan2FAOtpCall,
  type TSystematicPlan,
} from '@cdesk/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const sip: TSystematicPlan = {
  planType: 'SIP',
  planId: 7,
  acCode: 'AC5000001',
  folioNo: '15542039/32',
  schemeCode: 122639,
  schemeName: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
  toSchemeCode: null,
  toSchemeName: null,
  amountPaise: 500_000,
  nextAmountPaise: 600_000,
  frequencyId: 'M',
  frequencyLabel: 'Monthly',
  installmentDay: 20,
  startDate: '2025-07-20',
  endDate: '2035-06-20',
  nextInstallmentDate: '2026-08-20',
  installmentsDone: 13,
  installments: 120,
  status: 'STOP_PENDING',
  stop: {
    tid: 'SSIP260812000001',
    trxnType: 'SSIP',
    trxnLabel: 'STOP SIP',
    status: 'PENDING',
    requestedOn: '2026-08-12',
    effectiveDate: '2026-08-20',
    topUpPaise: null,
    bank: null,
  },
  pendingChanges: [
    {
      tid: 'TPSIP260812000002',
      trxnType: 'TPSIP',
      trxnLabel: 'TOP UP SIP',
      status: 'PENDING',
      requestedOn: '2026-08-12',
      effectiveDate: '2026-08-20',
      topUpPaise: 100_000,
      bank: null,
    },
  ],
  bank: {
    bankId: 1,
    bankName: 'HDFC Bank',
    accountNoMasked: 'XXXXXXXXXX7812',
    mandateNo: 'UMRN-HDFC-5000001',
  },
  lastRun: {
    installmentDate: '2026-07-20',
    outcome: 'FAILED',
    amountPaise: 500_000,
    reason: 'Installment not processed: the mandate debit was declined by the bank.',
  },
  canStop: false,
  canRevokeStop: true,
  canChangeBank: false,
  canTopUp: false,
};

const stp: TSystematicPlan = {
  ...sip,
  planType: 'STP',
  planId: 1,
  schemeName: 'HDFC Liquid Fund - Direct Plan - Growth',
  toSchemeCode: 118989,
  toSchemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth',
  nextAmountPaise: 500_000,
  status: 'ACTIVE',
  stop: null,
  pendingChanges: [],
  bank: null,
  lastRun: null,
  canStop: true,
  canRevokeStop: false,
};

const plans = (list: TSystematicPlan[], twoFactor: 'Y' | 'N' = 'N') =>
  reply(getSystematicPlansCall, {
    body: envelope({ asOnDate: '2026-08-12', twoFactor, plans: list }),
  });

const ack = (trxnType: 'TSR' | 'SSIP', tid: string, message: string) =>
  reply(getPlanRequestAckCall, {
    body: envelope({
      request: {
        tid,
        trxnType,
        trxnLabel: trxnType === 'TSR' ? 'Revoke Stop SIP' : 'STOP SIP',
        status: trxnType === 'TSR' ? 'DONE' : 'PENDING',
        requestedOn: '2026-08-12',
        effectiveDate: '2026-08-20',
        topUpPaise: null,
        bank: null,
      },
      planType: 'SIP',
      planId: 7,
      folioNo: '15542039/32',
      schemeName: sip.schemeName,
      toSchemeName: null,
      amountPaise: 500_000,
      frequencyLabel: 'Monthly',
      message,
    }),
  });

describe('My systematic plans', () => {
  it('lists each plan with its state and revokes a stop after the dialog', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      plans([stp, sip]),
      reply(checkPlan2FACall, {
        body: envelope({
          twoFactor: 'N',
          flow: 'revokeStopSip',
          trxnType: 'TSR',
          trxnLabel: 'Revoke Stop SIP',
          planId: 7,
          schemeName: sip.schemeName,
          folioNo: sip.folioNo,
          effectiveDate: '2026-08-20',
          installmentsStillRun: [],
          stopOutcome: '',
          confirmMessage: 'Do you want to revoke the stop of this SIP?',
        }),
      }),
      reply(revokeStopSipCall, {
        body: envelope({
          tid: 'TSR260812000003',
          trxnType: 'TSR',
          planType: 'SIP',
          planId: 7,
          effectiveDate: '2026-08-20',
          message: 'Your stop request has been revoked; the SIP continues as registered.',
        }),
      }),
      ack(
        'TSR',
        'TSR260812000003',
        'Your stop request has been revoked; the SIP continues as registered.',
      ),
    ]);
    const { user } = await renderApp('/transact/mutual-funds/mysystematicplan');

    const list = await screen.findByRole('list', { name: 'Systematic plans' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(
      within(first!).getByText('to HDFC Mid Cap Fund - Direct Plan - Growth'),
    ).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Stop STP' }).getAttribute('href')).toBe(
      '/transact/mutual-funds/mysystematicplan/stpstop?planId=1',
    );
    const card = within(second!);
    expect(card.getByText('Stop pending')).toBeInTheDocument();
    expect(card.getByText('13 of 120')).toBeInTheDocument();
    expect(card.getByText('₹6,000.00')).toBeInTheDocument();
    expect(card.getByText('Top-up of ₹1,000.00 from 20-08-2026')).toBeInTheDocument();
    expect(card.getByText(/not processed: Installment not processed/)).toBeInTheDocument();
    expect(card.getByText('HDFC Bank XXXXXXXXXX7812')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Revoke stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Stop SIP' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('SUCCESS')).toBeInTheDocument();
    expect(screen.getByText('TSR260812000003')).toBeInTheDocument();
    expect(calls.filter((c) => c.to === revokeStopSipCall).map((c) => c.body)).toEqual([
      { planId: 7 },
    ]);
  });

  it('says so when there are no plans and points to the funds', async () => {
    seedLoggedIn();
    mockDesk([plans([])]);
    await renderApp('/transact/mutual-funds/mysystematicplan');
    expect(
      await screen.findByText('You have no systematic plans.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore funds' })).toBeInTheDocument();
  });

  it('confirms an EMF stop with the OTP, showing a wrong OTP inline', async () => {
    seedLoggedIn();
    const active = {
      ...sip,
      status: 'ACTIVE' as const,
      stop: null,
      canStop: true,
      canRevokeStop: false,
    };
    let attempts = 0;
    mockDesk([
      plans([active], 'Y'),
      reply(checkPlan2FACall, {
        body: envelope({
          twoFactor: 'Y',
          flow: 'stopsip',
          trxnType: 'SSIP',
          trxnLabel: 'STOP SIP',
          planId: 7,
          schemeName: sip.schemeName,
          folioNo: sip.folioNo,
          effectiveDate: '2026-09-21',
          installmentsStillRun: ['2026-08-20'],
          stopOutcome: 'The installment of 20-08-2026 still runs; none after it.',
          confirmMessage:
            'Do you want to stop this SIP? The installment of 20-08-2026 still runs; none after it.',
        }),
      }),
      reply(sendPlan2FAOtpCall, {
        body: envelope({
          otpGenRefId: 'ref-1',
          mobile: '******7890',
          emailId: 'fa********@example.in',
          otpSeconds: 180,
          otpLength: 6,
          otp_regenrate: 'Y',
          message: 'OTP sent',
        }),
      }),
      reply(validatePlan2FAOtpCall, () => {
        attempts += 1;
        return attempts === 1
          ? {
              body: envelope(
                { message: 'Invalid OTP.', otp_regenrate: 'Y', otp_wrongcount: 1 },
                false,
                'Invalid OTP.',
                'OTP_INVALID',
              ),
            }
          : {
              body: envelope({
                tid: 'SSIP260812000009',
                trxnType: 'SSIP',
                planType: 'SIP',
                planId: 7,
                effectiveDate: '2026-08-20',
                message: 'Your STOP SIP request is registered.',
              }),
            };
      }),
      ack('SSIP', 'SSIP260812000009', 'Your STOP SIP request is registered.'),
    ]);
    const { user } = await renderApp('/transact/mutual-funds/mysystematicplan/sipstop?planId=7');

    const stop = await screen.findByRole(
      'button',
      { name: 'Stop SIP with OTP' },
      { timeout: 5000 },
    );
    // Exactly which installments still run, not a bare date the stop runs from.
    expect(
      screen.getByText('The installment of 20-08-2026 still runs; none after it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Stops from')).toBeNull();
    await user.click(stop);
    expect(
      await screen.findByText(/OTP has been sent to your registered mobile number \*{6}7890/),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('Enter OTP');
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid OTP.')).toBeInTheDocument();
    await user.type(field, '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('SUCCESS')).toBeInTheDocument();
    expect(screen.getByText('SSIP260812000009')).toBeInTheDocument();
  });
});
