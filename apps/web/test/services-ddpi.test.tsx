import {
  ddpiAuthorities,
  ddpiMessages,
  loadDdpiEsignCall,
  loadDdpiPaymentDtlCall,
  loadPoaDdpiCall,
  orderMessages,
  proceedForPaymentCall,
  processDdpiEsignResponseCall,
  statusInquiryCall,
  type TUpiStatus,
  vpaAuthenticationCall,
} from '@cdesk/domain';
import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockDesk, type RecordedCall, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

configure({ asyncUtilTimeout: 10_000 });

const state = (ddpiStatus: string, step: string, message = '') => ({
  ddpiStatus,
  step,
  ddpiReqId: ddpiStatus === 'NONE' ? '' : '7',
  holderName: 'Anil Kulkarni',
  dematAccNo: 'IN30021487654321',
  authorities: [...ddpiAuthorities],
  consentList: [{ consentId: 'DDPI_CONSENT', consentDesc: 'I agree.' }],
  stampDutyAmount: 10000,
  registeredOn: ddpiStatus === 'ACTIVE' ? '12-08-2026' : '',
  message,
});

const paymentDetail = {
  ddpiReqId: '7',
  amount: 10000,
  payModeList: [{ payModeId: '8', payModeName: 'UPI' }],
  trxnid: '',
  paymentStatus: '',
  payerVirtualAddress: '',
  UPIREFTRXNID: '',
  message: '',
  reason: '',
  remainingMs: 0,
};

function payingDesk(outcome: TUpiStatus, reason = '') {
  return mockDesk([
    // Once the stamp duty is paid, the request stands at its e-sign.
    reply(loadPoaDdpiCall, (_call, calls) => ({
      body: envelope(
        state(
          'IN_PROGRESS',
          outcome === 'SUCCESS' && calls.some((c) => c.to === statusInquiryCall)
            ? 'ESIGN'
            : 'PAYMENT',
        ),
      ),
    })),
    reply(loadDdpiEsignCall, {
      body: envelope({
        ddpiReqId: '7',
        holderName: 'Anil Kulkarni',
        esignDoc: '',
        esignDocStatus: 'INITIAL',
        esignDocSrNo: '1',
        esignDocConsent: { consentId: 'ESIGN', consentDesc: 'I agree to e-sign.' },
        tncLang: [{ LANG_ID: '1', LANGUAGE: 'English' }],
      }),
    }),
    reply(loadDdpiPaymentDtlCall, { body: envelope(paymentDetail) }),
    reply(vpaAuthenticationCall, {
      body: envelope({
        VPAVerifyStatus: 'VE',
        VPAVerifyDtlsrNo: 'VPA1',
        payerName: 'Anil Kulkarni',
        message: orderMessages.vpaVerified,
      }),
    }),
    reply(proceedForPaymentCall, {
      body: envelope({
        trxnid: 'DDPI7-1',
        collectionApiStatus: 'SUCCESS',
        collectionApiStatusDes: orderMessages.upiCollectSent,
        UPIREFTRXNID: 'UPI1',
        upiTimer: 300000,
      }),
    }),
    reply(statusInquiryCall, {
      body: envelope({
        trxnid: 'DDPI7-1',
        status: outcome,
        message: '',
        reason,
        UPIREFTRXNID: 'UPI1',
        remainingMs: 0,
      }),
    }),
  ]);
}

/** Fills the payment form as an investor does, checking the spec's validations on the way. */
async function payByUpi(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const pay = await screen.findByRole('button', { name: 'Pay ₹100.00' });
  // The one pay mode offered is shown, not offered as a choice.
  expect(screen.queryByRole('combobox', { name: 'Payment mode' })).toBeNull();
  expect(screen.getByText('Payment mode')).toBeInTheDocument();
  expect(screen.getByText('UPI')).toBeInTheDocument();
  await user.click(pay);
  expect(screen.queryByText(ddpiMessages.payModeRequired)).toBeNull();
  expect(screen.getByText('Please provide UPI ID')).toBeInTheDocument();
  await user.type(screen.getByLabelText('UPI ID'), 'anil@');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByText('Kindly enter valid UPI ID')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('UPI ID'));
  await user.type(screen.getByLabelText('UPI ID'), 'anil@okhdfc');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText(orderMessages.vpaVerified);
  await user.click(pay);
}

const sent = (calls: RecordedCall[], call: unknown) => calls.filter((c) => c.to === call);

beforeEach(() => seedLoggedIn());

describe('DDPI', { timeout: 20_000 }, () => {
  it('shows a DDPI already in favour of the Wealth Partner', async () => {
    mockDesk([
      reply(loadPoaDdpiCall, {
        body: envelope(state('ACTIVE', 'DONE', ddpiMessages.alreadyActive)),
      }),
    ]);
    await renderApp('/services/ddpi');
    expect(
      await screen.findByRole('heading', { name: 'DDPI in favour of your Wealth Partner' }),
    ).toBeInTheDocument();
    expect(screen.getByText(ddpiMessages.alreadyActive)).toBeInTheDocument();
    expect(screen.getByText('12-08-2026')).toBeInTheDocument();
  });

  it('resumes a request at its payment, and reports a rejection with the bank’s reason', async () => {
    const calls = payingDesk('REJECTED', 'Insufficient balance');
    const { user } = await renderApp('/services/ddpi');
    expect(await screen.findByText(/Step 2 of 3/)).toBeInTheDocument();
    await payByUpi(user);
    expect(await screen.findByText(orderMessages.upiRejected)).toBeInTheDocument();
    expect(screen.getByText('Insufficient balance')).toBeInTheDocument();
    expect(sent(calls, proceedForPaymentCall)[0]?.body).toEqual({
      ddpiReqId: '7',
      payMode: '8',
      payerVirtualAddress: 'anil@okhdfc',
      VPAVerifyDtlSrNo: 'VPA1',
    });
    expect(sent(calls, statusInquiryCall)[0]?.body).toEqual({ trxnid: 'DDPI7-1' });
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  });

  it.each(['CANCELLED', 'FAILED', 'NO_RESPONSE'] as const)(
    'says a %s payment is received and awaited from the bank',
    async (status) => {
      payingDesk(status);
      const { user } = await renderApp('/services/ddpi');
      await payByUpi(user);
      expect(await screen.findByText(orderMessages.upiAwaited)).toBeInTheDocument();
    },
  );

  it('moves on to the e-sign once the stamp duty is paid', async () => {
    payingDesk('SUCCESS');
    const { user } = await renderApp('/services/ddpi');
    await payByUpi(user);
    expect(await screen.findByText(orderMessages.upiSuccess)).toBeInTheDocument();
    expect(screen.getByText('Stamp duty of ₹100.00 paid.')).toBeInTheDocument();
    // The request's status line and steps say where it now stands, not that payment is due.
    expect(await screen.findByText(/E-sign is next/)).toBeInTheDocument();
    expect(screen.queryByText(/Stamp duty is next/)).toBeNull();
    expect(screen.getByText(/Step 3 of 3/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Preferred T & C Language')).toBeInTheDocument();
  });

  it('completes the e-sign on /ddpiesigncapture', async () => {
    const calls = mockDesk([
      reply(processDdpiEsignResponseCall, {
        body: envelope(
          { ddpiReqId: '7', ddpiStatus: 'ACTIVE', message: ddpiMessages.signed },
          true,
          ddpiMessages.signed,
        ),
      }),
    ]);
    await renderApp('/ddpiesigncapture?txnId=abc&status=SUCCESS&signature=sig');
    expect(await screen.findByText(ddpiMessages.signed)).toBeInTheDocument();
    expect(sent(calls, processDdpiEsignResponseCall)[0]?.body).toEqual({
      txnId: 'abc',
      status: 'SUCCESS',
      signature: 'sig',
    });
  });
});
