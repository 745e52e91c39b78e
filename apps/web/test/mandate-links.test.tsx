import {
  callMandateAuthCall,
  mandateAuthDetailsCall,
  mandateMessages,
  messages,
  sendMandateAuthOtpCall,
  type TMandate,
} from '@cdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockGateway, reply } from './gateway-mock';
import { renderApp } from './render-app';

const requested: TMandate = {
  mandateId: 9,
  njEMandateNo: 'NJEM000000000091',
  bseEMandateNo: 'BSEM000000000092',
  accName: 'Asha Verma',
  bankName: 'HDFC Bank',
  bankAcno: 'XXXXXXXXXX7812',
  accType: 'Saving',
  upperLimit: '50000.00',
  startDate: '2026-11-23',
  endDate: '2036-11-23',
  mode: 'ESIGN',
  status: 'AWAITING',
  statusText: 'Awaiting your authorisation',
  reason: '',
  placedBy: 'Sanjay Kulkarni',
  expiresOn: '2026-11-26T06:00:00.000Z',
};
const link = '/mandate-auth-details?d=sealed-link';

describe('a mandate the partner asked for, opened from its link', () => {
  it('shows every field of the mandate without a login and refuses a wrong OTP in its words', async () => {
    const calls = mockGateway([
      reply(mandateAuthDetailsCall, {
        body: envelope({
          mandate: requested,
          investorName: 'Asha Verma',
          mobile: '******5670',
          expiresOn: requested.expiresOn,
        }),
      }),
      reply(sendMandateAuthOtpCall, {
        body: envelope({
          otpGenRefId: 'ref-1',
          mobile: '******5670',
          emailId: 'as***@example.in',
          otp_regenrate: 'Y',
        }),
      }),
      reply(callMandateAuthCall, {
        status: 400,
        body: envelope(null, false, messages.otpInvalid, 'OTP_WRONG'),
      }),
    ]);
    const { user } = await renderApp(link);

    expect(
      await screen.findByRole('heading', { name: 'Authorise your bank mandate' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'HDFC Bank' });
    for (const text of [
      'HDFC Bank',
      'Saving account XXXXXXXXXX7812',
      '₹50,000.00',
      'Fifty Thousand Only',
      'NJEM000000000091',
      'BSEM000000000092',
      '23-11-2026',
      '23-11-2036',
      'E-Sign (Aadhaar)',
      'Awaiting your authorisation',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByText(/Sanjay Kulkarni/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Authorise mandate' }));
    expect(await screen.findByText(messages.otpInvalid)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.to === callMandateAuthCall)?.body).toMatchObject({
        d: 'sealed-link',
        otpGenRefId: 'ref-1',
        otp: '123456',
      }),
    );
  });

  it('says so when the link was already used', async () => {
    mockGateway([
      reply(mandateAuthDetailsCall, {
        status: 409,
        body: envelope(null, false, mandateMessages.linkUsed, 'LINK_USED'),
      }),
    ]);
    await renderApp(link);
    expect(await screen.findByText(mandateMessages.linkUsed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();
  });
});
