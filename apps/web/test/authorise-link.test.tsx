import {
  authenticateAuthorizationCall,
  authMessages,
  checkPayRefNoCall,
  getAuthTrxDetailFromTarCall,
  getUpiCollectionApiStatusCall,
  messages,
  orderMessages,
  onAuthorizeCall,
  onChangeBankAccountCall,
  onValidateAuthTransactionCall,
  sendPlan2FAOtpCall,
  validateVpaCall,
  type TValidateAuthResponse,
} from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  authorizeReplies,
  callsTo,
  detail,
  detailReplies,
  dOf,
  header,
  line,
  payment,
  payModesReply,
  result,
  validateReply,
  validation,
} from './authorise-fixtures';
import {
  envelope,
  mockDesk,
  mockGateway,
  reply,
  seedLoggedIn,
  type MockedReply,
} from './gateway-mock';
import { renderApp, where } from './render-app';

const link = (name: string) => `/transact/authorize/detail?d=${dOf(name)}&rf=al`;

function visitorGateway(replies: MockedReply[]) {
  return mockGateway([
    reply(authenticateAuthorizationCall, {
      body: envelope({ token: 'tok-auth', name: 'Asha Verma' }),
    }),
    ...replies,
  ]);
}

async function logInWithPin(user: Awaited<ReturnType<typeof renderApp>>['user'], pin = '1234') {
  await user.type(await screen.findByLabelText('PIN / Date of Birth'), pin);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function answer(
  user: { click: (e: Element) => Promise<void> },
  question: string,
  yes = true,
) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(question)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: yes ? 'Yes, proceed' : 'No' }));
  await waitFor(() => expect(screen.queryByText(question)).toBeNull());
}

const withPayment = detail(header('PIP', { payment: payment() }));

describe('an authorise link opened without a login', () => {
  it('validates the link, asks the PIN with the account and name, then shows the transaction with that login', async () => {
    const calls = visitorGateway([
      validateReply(validation({ investorName: 'A*** V****' })),
      detailReplies({ [dOf('pip1')]: withPayment }),
    ]);
    const { user, router } = await renderApp(link('pip1'));

    expect(
      await screen.findByRole('heading', { name: 'Authorise your transaction' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('5000001')).toBeInTheDocument();
    expect(screen.getByText('A*** V****')).toBeInTheDocument();
    expect(callsTo(calls, onValidateAuthTransactionCall)[0]).toMatchObject({
      body: { encryptedData: dOf('pip1') },
      authorization: null,
    });

    await logInWithPin(user);
    expect(await screen.findByRole('heading', { name: 'Purchase' })).toBeInTheDocument();
    expect(callsTo(calls, authenticateAuthorizationCall)[0]?.body).toMatchObject({
      loginId: '5000001',
      password: btoa('1234'),
      authType: 'online',
      reqFrom: 'WEB',
    });
    expect(callsTo(calls, getAuthTrxDetailFromTarCall)[0]).toMatchObject({
      body: {
        reqFrom: 'web',
        authType: 'online',
        encryptedData: dOf('pip1'),
        isNomineeRequired: 'N',
      },
      authorization: 'Bearer tok-auth',
    });
    expect(screen.getByText('AUT-PIP')).toBeInTheDocument();
    expect(screen.getByText('Sanjay Kulkarni · ARN-12345')).toBeInTheDocument();
    expect(screen.getAllByText('HDFC Mid Cap Fund - Direct Plan - Growth').length).toBeGreaterThan(
      0,
    );
    expect(where(router)).toBe(link('pip1'));
  });

  it.each<[TValidateAuthResponse['state'], string, string]>([
    ['INVALID', authMessages.linkInvalid, 'This link cannot be used'],
    ['EXPIRED', authMessages.linkExpired, 'This link has expired'],
    ['USED', authMessages.linkUsed, 'This link has already been used'],
    ['AUTHORISED', authMessages.alreadyAuthorised('AUT-1'), 'Already authorised'],
    ['REJECTED', authMessages.alreadyRejected('AUT-1'), 'Already rejected'],
  ])('shows a %s link a page of its own with the message', async (state, message, title) => {
    visitorGateway([validateReply(validation({ state, isValid: 'N', message }))]);
    const { router } = await renderApp(link('old'));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN / Date of Birth')).toBeNull();
    expect(where(router)).toBe(link('old'));
  });

  it('refuses a tampered d the gateway will not parse', async () => {
    visitorGateway([
      reply(onValidateAuthTransactionCall, {
        status: 400,
        body: envelope(null, false, authMessages.linkInvalid),
      }),
    ]);
    await renderApp('/transact/authorize/detail?d=not%20a%20link&rf=al');
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(authMessages.linkInvalid)).toBeInTheDocument();
  });

  it('asks the PIN again when the authorisation login has run out', async () => {
    let first = true;
    visitorGateway([
      validateReply(validation()),
      reply(getAuthTrxDetailFromTarCall, () => {
        if (!first) return { body: envelope(withPayment) };
        first = false;
        return { status: 401, body: envelope(null, false, 'Session expired') };
      }),
    ]);
    sessionStorage.setItem(
      'cdesk:authorisation',
      JSON.stringify({ token: 'tok-old', njAcNo: '5000001' }),
    );
    const { user } = await renderApp(link('pip1'));
    await logInWithPin(user);
    expect(await screen.findByRole('heading', { name: 'Purchase' })).toBeInTheDocument();
  });

  it('opens /transact/authorize/{type}?d= the same way', async () => {
    visitorGateway([validateReply(validation({ trnType: 'RED' }))]);
    await renderApp(`/transact/authorize/red?d=${dOf('red1')}`);
    expect(
      await screen.findByRole('heading', { name: 'Authorise your transaction' }),
    ).toBeInTheDocument();
  });

  it('lets the client log in to the desk instead and come back to the link', async () => {
    visitorGateway([validateReply(validation())]);
    const { user, router } = await renderApp(link('pip1'));
    await user.click(
      await screen.findByRole('button', { name: 'Log in to your desk with your password instead' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('cdesk:deep-link')).toBe(link('pip1'));
  });
});

describe('an authorise link opened by a logged-in client', () => {
  it('uses the desk session, with no PIN asked', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      validateReply(validation()),
      detailReplies({ [dOf('pip1')]: withPayment }),
    ]);
    await renderApp(link('pip1'));
    expect(await screen.findByRole('heading', { name: 'Purchase' })).toBeInTheDocument();
    expect(callsTo(calls, getAuthTrxDetailFromTarCall)[0]?.authorization).toBe('Bearer tok-asha');
    expect(callsTo(calls, authenticateAuthorizationCall)).toHaveLength(0);
  });

  it('goes to the status page with the message when the detail cannot be read', async () => {
    seedLoggedIn();
    mockDesk([
      validateReply(validation()),
      reply(getAuthTrxDetailFromTarCall, {
        status: 403,
        body: envelope(null, false, authMessages.notYours),
      }),
    ]);
    const { router } = await renderApp(link('pip1'));
    expect(await screen.findByText(authMessages.notYours)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/transact/authorize/pip/trxnstatus');
    expect(router.state.location.state).toMatchObject({ status: 'fail', reqFrom: 'authorize' });
  });

  it('shows an authorise failure inline and enables the button again', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      validateReply(validation()),
      detailReplies({ [dOf('pip1')]: withPayment }),
      authorizeReplies({ fail: 'The scheme is not open for purchase at present.' }),
    ]);
    const { user } = await renderApp(link('pip1'));
    const button = await screen.findByRole('button', { name: 'Authorise' });
    await user.click(button);
    await answer(user, authMessages.tncQuestion);
    expect(
      await screen.findByText('The scheme is not open for purchase at present.'),
    ).toBeInTheDocument();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(callsTo(calls, onAuthorizeCall)).toHaveLength(1);
  });

  it('shows an E-Wealth MF client that a MARS switch is not for them', async () => {
    seedLoggedIn('tok-asha', { accType: 'EMF' });
    mockDesk([
      validateReply(validation({ trnType: 'MARSSWI' })),
      detailReplies({
        [dOf('mars1')]: detail(header('MARSSWI', { isMarsTrxn: 'Y', totalAmount: '' })),
      }),
    ]);
    await renderApp(link('mars1'));
    expect(await screen.findByText(authMessages.emfNotAvailable('MARS'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Authorise' })).toBeNull();
  });
});

describe('entering the payment of a purchase placed without one', () => {
  const noPayment = detail(
    header('PIP', {
      payment: payment({
        payModeId: '',
        payModeLabel: '',
        bankCode: '',
        neftRtgsNo: '',
        isUsable: 'N',
      }),
    }),
  );

  it('takes UPI: the bank (told to the gateway), the verified UPI ID, then the collect request', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      validateReply(validation()),
      detailReplies({ [dOf('pip2')]: noPayment }),
      payModesReply(),
      reply(onChangeBankAccountCall, {
        body: envelope({ payment: payment({ payModeId: '8', payModeLabel: 'UPI' }) }),
      }),
      reply(validateVpaCall, {
        body: envelope({
          VPAVerifyStatus: 'VE',
          VPAVerifyDtlsrNo: 'VPA-1',
          payerName: 'Asha',
          message: '',
        }),
      }),
      authorizeReplies({ data: result('PIP', { payMode: '8', trxnId: 'PUR-2' }) }),
      reply(getUpiCollectionApiStatusCall, {
        body: envelope({
          collectionApiStatus: 'SUCCESS',
          collectionApiStatusDes: '',
          UPIREFTRXNID: 'U',
          upiTimer: 300000,
        }),
      }),
    ]);
    const { user, router } = await renderApp(link('pip2'));
    expect(await screen.findByText(authMessages.enterPayment)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Authorise' }));
    expect(await screen.findByText(orderMessages.payModeUnusable)).toBeInTheDocument();
    expect(callsTo(calls, onAuthorizeCall)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Pay from bank account' }),
      '50100234567812',
    );
    await waitFor(() => expect(callsTo(calls, onChangeBankAccountCall)).toHaveLength(1));
    expect(callsTo(calls, onChangeBankAccountCall)[0]?.body).toEqual({
      encryptedData: dOf('pip2'),
      payBank: 'HDFC~50100234567812~HDFC0000001',
    });
    await user.type(await screen.findByRole('textbox', { name: 'UPI ID (VPA)' }), 'asha@okhdfc');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(orderMessages.vpaVerified)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Authorise' }));
    await answer(user, authMessages.tncQuestion);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transact/authorize/pip/upi'));
    expect(callsTo(calls, onAuthorizeCall)[0]?.body).toMatchObject({
      purchaseData: {
        payMode: '8',
        payBank: 'HDFC~50100234567812~HDFC0000001',
        payerVirtualAddress: 'asha@okhdfc',
        VPAVerifyDtlSrNo: 'VPA-1',
        neftRtgsNo: '',
      },
    });
  });

  it('takes NEFT/RTGS with a UTR that checkPayRefNo finds unused', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      validateReply(validation()),
      detailReplies({ [dOf('pip2')]: noPayment }),
      payModesReply(),
      reply(onChangeBankAccountCall, { body: envelope({ payment: payment() }) }),
      reply(checkPayRefNoCall, { body: envelope({ isPayRefNoAvailable: 'Y', message: '' }) }),
      authorizeReplies({ data: result('PIP', { payMode: '7' }) }),
    ]);
    const { user, router } = await renderApp(link('pip2'));
    await user.click(await screen.findByRole('radio', { name: 'NEFT/RTGS' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Pay from bank account' }),
      '50100234567812',
    );
    expect(await screen.findByText('NJMFCOLL0001')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'UTR number' }), 'hdfcn52026112301');
    await user.type(
      screen.getByRole('textbox', { name: 'Re-enter UTR number' }),
      'HDFCN52026112301',
    );
    await user.tab();
    await waitFor(() => expect(callsTo(calls, checkPayRefNoCall)).toHaveLength(1));
    expect(callsTo(calls, checkPayRefNoCall)[0]?.body).toEqual({
      neftrtgsrefno: 'HDFCN52026112301',
    });

    await user.click(screen.getByRole('button', { name: 'Authorise' }));
    await answer(user, authMessages.tncQuestion);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/transact/authorize/pip/achknowledge'),
    );
    expect(callsTo(calls, onAuthorizeCall)[0]?.body).toMatchObject({
      purchaseData: { payMode: '7', neftRtgsNo: 'HDFCN52026112301', payerVirtualAddress: '' },
    });
  });
});

describe('an E-Wealth MF stop placed by the partner', () => {
  it('asks the T&C, then the OTP of the plan, and authorises with it', async () => {
    seedLoggedIn('tok-asha', { accType: 'EMF' });
    const stop = detail(
      header('SSIP', { trnTypeLabel: 'STOP SIP', isTwoFactor: 'Y', totalAmount: '' }),
      [line({ action: 'Stop SIP', amount: '', planId: 7, schedule: 'Monthly on the 20th' })],
    );
    const calls = mockDesk([
      validateReply(validation({ trnType: 'SSIP' })),
      detailReplies({ [dOf('ssip1')]: stop }),
      reply(sendPlan2FAOtpCall, {
        body: envelope({
          otpGenRefId: 'OTP-1',
          mobile: '98XXXXXX10',
          emailId: 'a***@example.in',
          otpSeconds: 300,
          otpLength: 6,
          otp_regenrate: 'Y',
          message: '',
        }),
      }),
      authorizeReplies({
        data: result('SSIP', { ackPath: '/transact/authorize/sbs/achknowledge?tid=SSIP-1' }),
      }),
    ]);
    const { user, router } = await renderApp(link('ssip1'));
    await user.click(await screen.findByRole('button', { name: 'Authorise' }));
    await answer(user, authMessages.tncQuestion);
    await waitFor(() =>
      expect(where(router)).toBe(`/transact/authorize/2fa/stopsip/OTPValidate?d=${dOf('ssip1')}`),
    );
    expect(
      await screen.findByText(/OTP has been sent to your registered mobile number 98XXXXXX10/),
    ).toBeInTheDocument();
    expect(callsTo(calls, sendPlan2FAOtpCall)[0]?.body).toEqual({
      trxnType: 'SSIP',
      planId: 7,
      btnSendResend: 'S',
    });
    expect(callsTo(calls, onAuthorizeCall)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Enter OTP/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Authorise' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/transact/authorize/sbs/achknowledge'),
    );
    expect(callsTo(calls, onAuthorizeCall)[0]?.body).toMatchObject({
      encryptedData: dOf('ssip1'),
      tncAccepted: 'Y',
      otpGenRefId: 'OTP-1',
      otp: '123456',
    });
    expect(messages.common).toBeTruthy();
  });
});
