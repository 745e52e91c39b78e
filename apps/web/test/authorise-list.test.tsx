import {
  authMessages,
  checkAuthRedPoaValidationCall,
  checkMarsSwiPoaValidationCall,
  getMarsAuthPendingTrxnsCountCall,
  getTotalNonMarsCountCall,
  getUpiCollectionApiStatusCall,
  menuToXml,
  menuTreeFromRows,
  primaryMenuXmlResource,
  onAuthorizeCall,
  onRejectCall,
  sellMessages,
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
  listReplies,
  marsRow,
  payment,
  result,
  row,
} from './authorise-fixtures';
import { enabled } from './frame-fixtures';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp, where } from './render-app';

const listPath = '/transact/authorize';

async function openList(replies: Parameters<typeof mockDesk>[0], accType = 'EW') {
  seedLoggedIn('tok-asha', { accType });
  const calls = mockDesk(replies);
  const app = await renderApp(listPath);
  await screen.findByRole('heading', { name: 'Authorise transactions' });
  return { ...app, calls };
}

/** The card of the transaction with this reference. */
const card = async (reference: string) =>
  (await screen.findByText(`Ref. No ${reference}`)).closest('li') as HTMLElement;

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

/** One dialog asks everything to accept at once: each line in it, one answer for all. */
async function answerTogether(
  user: { click: (e: Element) => Promise<void> },
  lines: readonly string[],
  yes = true,
) {
  const dialog = await screen.findByRole('dialog');
  for (const line of lines) expect(within(dialog).getByText(line)).toBeInTheDocument();
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await user.click(within(dialog).getByRole('button', { name: yes ? 'Yes, proceed' : 'No' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the pending list', () => {
  it('shows each transaction with its type, amount, partner, dates and payment, and the MARS ones', async () => {
    await openList(
      listReplies(
        [
          row('pip1', 'PIP', { payment: payment() }),
          row('red1', 'RED', {
            trnTypeLabel: 'Redemption',
            amount: '',
            units: '12.345',
            folioNo: '15542039/32',
          }),
        ],
        [marsRow()],
      ),
    );
    const pip = await card('AUT-PIP1');
    expect(within(pip).getByText('Purchase')).toBeInTheDocument();
    expect(within(pip).getByText('₹5,000.00')).toBeInTheDocument();
    expect(within(pip).getByText('Sanjay Kulkarni')).toBeInTheDocument();
    expect(within(pip).getByText('23-11-2026, 10:00')).toBeInTheDocument();
    expect(within(pip).getByText('26-11-2026, 10:00')).toBeInTheDocument();
    expect(within(pip).getByText('NEFT/RTGS · HDFC Bank ••7812')).toBeInTheDocument();
    const red = await card('AUT-RED1');
    expect(within(red).getByText('12.345 units')).toBeInTheDocument();
    expect(within(red).getByText('15542039/32')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MARS portfolios' })).toBeInTheDocument();
    const mars = await card('MT-2611-0001');
    expect(within(mars).getByText('Wealth Builder')).toBeInTheDocument();
    expect(within(mars).getByText('₹25,000.00')).toBeInTheDocument();
    expect(
      within(mars).getByRole('button', { name: 'Authorise Ref. No MT-2611-0001' }),
    ).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    await openList(listReplies([]));
    expect(await screen.findByText(authMessages.noPending)).toBeInTheDocument();
  });

  it('counts what waits on the dashboard and beside the menu item', async () => {
    seedLoggedIn();
    const menu = menuTreeFromRows([
      {
        id: '300',
        parentId: null,
        name: 'Transact',
        url: '/transact',
        inPrimary: true,
        active: true,
        access: 'ZPDCE',
      },
      {
        id: '380',
        parentId: '300',
        name: 'Authorise Transactions',
        url: '/transact/authorize',
        inPrimary: true,
        active: true,
        access: 'ZPDCE',
      },
    ]);
    mockDesk([
      reply(getTotalNonMarsCountCall, { body: envelope({ count: 2 }) }),
      reply(getMarsAuthPendingTrxnsCountCall, { body: envelope({ count: 1 }) }),
      reply(primaryMenuXmlResource, { body: menuToXml(menu), contentType: 'application/xml' }),
    ]);
    const { user } = await renderApp('/');
    const cardLink = await screen.findByRole('link', {
      name: /3 transactions wait for your authorisation/,
    });
    expect(cardLink.getAttribute('href')).toBe('/transact/authorize');

    await user.click(await enabled('button', 'Open menu'));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'More in Transact' }));
    const item = within(drawer).getByRole('link', { name: /Authorise Transactions/ });
    expect(item.textContent).toBe('Authorise Transactions');
    expect(item.querySelector('[data-count]')?.getAttribute('data-count')).toBe('3');
    expect(item.getAttribute('href')).toBe('/transact/authorize');
  });

  it('shows a transaction that can no longer be done as such: its reason, and only Reject', async () => {
    const reason = 'A stop is already registered on this systematic plan.';
    await openList(listReplies([row('gone', 'SSIP', { unavailable: reason }), row('open', 'RED')]));
    const gone = await card('AUT-GONE');
    expect(within(gone).getByText('Can no longer be done')).toBeInTheDocument();
    expect(within(gone).getByText(reason)).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: /^Authorise/ })).toBeNull();
    expect(
      within(gone).getByRole('button', { name: 'Reject Ref. No AUT-GONE' }),
    ).toBeInTheDocument();
    const open = await card('AUT-OPEN');
    expect(within(open).queryByText('Can no longer be done')).toBeNull();
    expect(
      within(open).getByRole('button', { name: 'Authorise Ref. No AUT-OPEN' }),
    ).toBeInTheDocument();
  });

  it('shows an E-Wealth MF account that MARS is not for it, without the buttons', async () => {
    await openList(listReplies([], [marsRow()]), 'EMF');
    const mars = await card('MT-2611-0001');
    expect(within(mars).getByText(authMessages.emfNotAvailable('MARS'))).toBeInTheDocument();
    expect(within(mars).queryByRole('button')).toBeNull();
  });
});

describe('authorising from the list', () => {
  it('asks the T&C question, then authorises once with its own key and shows the acknowledgement', async () => {
    const { user, calls, router } = await openList([
      ...listReplies([row('pip1', 'PIP', { payment: payment() })]),
      authorizeReplies({ data: result('PIP') }),
    ]);
    const pip = await card('AUT-PIP1');
    const button = within(pip).getByRole('button', { name: 'Authorise Ref. No AUT-PIP1' });
    await user.click(button);
    await answer(user, authMessages.tncQuestion);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/transact/authorize/pip/achknowledge'),
    );
    const [sent] = callsTo(calls, onAuthorizeCall);
    expect(sent?.body).toMatchObject({
      reqFrom: 'web',
      encryptedData: dOf('pip1'),
      tncAccepted: 'Y',
      isRedConfirm: 'N',
    });
    expect((sent?.body as { sessionId: string }).sessionId).toMatch(/^.{24}$/);
    expect((sent?.body as { purchaseData?: unknown }).purchaseData).toBeUndefined();
    expect(where(router)).toContain('rcpt=enc_pip_0123456789');
    expect(callsTo(calls, onAuthorizeCall)).toHaveLength(1);
  });

  it('asks for the payment first when the partner left none, and opens the detail page', async () => {
    const { user, calls, router } = await openList(
      listReplies([row('pip2', 'PIP', { payment: payment({ payModeId: '', isUsable: 'N' }) })]),
    );
    const pip = await card('AUT-PIP2');
    expect(within(pip).getByText('Payment details needed')).toBeInTheDocument();
    await user.click(within(pip).getByRole('button', { name: 'Authorise Ref. No AUT-PIP2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(authMessages.enterPayment)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(where(router)).toBe(`/transact/authorize/pip?d=${dOf('pip2')}`));
    expect(callsTo(calls, onAuthorizeCall)).toHaveLength(0);
  });

  it('warns first for net banking, and goes to the bank when authorised', async () => {
    const { user, calls, loads } = await openList([
      ...listReplies([
        row('pip3', 'PIP', {
          payment: payment({ payModeId: '1', payModeLabel: 'Net Banking', neftRtgsNo: '' }),
        }),
      ]),
      authorizeReplies({
        data: result('PIP', { payMode: '1', netBankingUrl: '/cdesk/sandbox/bank?ref=B1' }),
      }),
    ]);
    const pip = await card('AUT-PIP3');
    await user.click(within(pip).getByRole('button', { name: 'Authorise Ref. No AUT-PIP3' }));
    await answerTogether(user, [authMessages.paymentMayNotReturn, authMessages.tncQuestion], false);
    expect(callsTo(calls, onAuthorizeCall)).toHaveLength(0);

    await user.click(within(pip).getByRole('button', { name: 'Authorise Ref. No AUT-PIP3' }));
    // Asked once: the payment warning and the T&C in the one dialog, nothing after it.
    await answerTogether(user, [authMessages.paymentMayNotReturn, authMessages.tncQuestion]);
    await waitFor(() => expect(loads).toEqual(['/cdesk/sandbox/bank?ref=B1']));
  });

  it('authorises the placed UPI payment, sends the collect request and waits for it', async () => {
    const upi = payment({
      payModeId: '8',
      payModeLabel: 'UPI',
      neftRtgsNo: '',
      payerVpa: 'asha@okhdfc',
      bankAcno: '50100234567812',
    });
    const { user, calls, router } = await openList([
      ...listReplies([row('pip4', 'PIP', { payment: upi })]),
      authorizeReplies({
        data: result('PIP', { payMode: '8', trxnId: 'PUR-4', VPAVerifyDtlSrNo: 'VPA-9' }),
      }),
      reply(getUpiCollectionApiStatusCall, {
        body: envelope({
          collectionApiStatus: 'SUCCESS',
          collectionApiStatusDes: '',
          UPIREFTRXNID: 'U1',
          upiTimer: 300000,
        }),
      }),
    ]);
    await user.click(
      within(await card('AUT-PIP4')).getByRole('button', { name: 'Authorise Ref. No AUT-PIP4' }),
    );
    await answer(user, authMessages.tncQuestion);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transact/authorize/pip/upi'));
    expect(
      (callsTo(calls, onAuthorizeCall)[0]?.body as { purchaseData?: unknown }).purchaseData,
    ).toBeUndefined();
    expect(callsTo(calls, getUpiCollectionApiStatusCall)[0]?.body).toMatchObject({
      trxnid: 'PUR-4',
      payerVirtualAddress: 'asha@okhdfc',
      VPAVerifyDtlSrNo: 'VPA-9',
      schExch: '1',
    });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('trxnid')).toBe('PUR-4');
    expect(query.get('vpa')).toBe('asha@okhdfc');
    expect(query.get('ack')).toContain('/transact/authorize/pip/achknowledge?tid=T-PIP');
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(screen.getByText('asha@okhdfc')).toBeInTheDocument();
    expect(screen.getByText('₹5,000.00')).toBeInTheDocument();
  });

  it('does not send the collect request again when the authorisation sent it', async () => {
    const upi = payment({ payModeId: '8', payModeLabel: 'UPI', payerVpa: 'asha@okhdfc' });
    const { user, calls, router } = await openList([
      ...listReplies([row('pip4', 'PIP', { payment: upi })]),
      authorizeReplies({
        data: result('PIP', { payMode: '8', trxnId: 'PUR-4', collectionApiStatus: 'SUCCESS' }),
      }),
    ]);
    await user.click(
      within(await card('AUT-PIP4')).getByRole('button', { name: 'Authorise Ref. No AUT-PIP4' }),
    );
    await answer(user, authMessages.tncQuestion);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transact/authorize/pip/upi'));
    expect(callsTo(calls, getUpiCollectionApiStatusCall)).toHaveLength(0);
  });

  it('shows the acknowledgement as ERROR when the UPI collect request fails', async () => {
    const upi = payment({ payModeId: '8', payModeLabel: 'UPI', payerVpa: 'asha@okhdfc' });
    const { user, router } = await openList([
      ...listReplies([row('pip5', 'PIP', { payment: upi })]),
      authorizeReplies({ data: result('PIP', { payMode: '8' }) }),
      reply(getUpiCollectionApiStatusCall, {
        body: envelope({
          collectionApiStatus: 'ERROR',
          collectionApiStatusDes: 'The UPI ID could not be reached.',
          UPIREFTRXNID: '',
          upiTimer: 0,
        }),
      }),
    ]);
    await user.click(
      within(await card('AUT-PIP5')).getByRole('button', { name: 'Authorise Ref. No AUT-PIP5' }),
    );
    await answer(user, authMessages.tncQuestion);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/transact/authorize/pip/achknowledge'),
    );
    expect(router.state.location.state).toEqual({
      status: 'ERROR',
      description: 'The UPI ID could not be reached.',
    });
  });

  it('asks the redemption warning, checks the POA, then authorises with isRedConfirm', async () => {
    const { user, calls } = await openList([
      ...listReplies([row('red1', 'RED', { trnTypeLabel: 'Redemption' })]),
      detailReplies({ [dOf('red1')]: detail(header('RED', { isRedWarning: 'Y' })) }),
      reply(checkAuthRedPoaValidationCall, {
        body: envelope({ mode: 'P', FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' }),
      }),
      authorizeReplies({ data: result('RED') }),
    ]);
    await user.click(
      within(await card('AUT-RED1')).getByRole('button', { name: 'Authorise Ref. No AUT-RED1' }),
    );
    await answerTogether(user, [sellMessages.balanceWarning, authMessages.tncQuestion]);
    await waitFor(() => expect(callsTo(calls, onAuthorizeCall)).toHaveLength(1));
    expect(callsTo(calls, checkAuthRedPoaValidationCall)[0]?.body).toEqual({
      encryptedData: dOf('red1'),
    });
    expect(callsTo(calls, onAuthorizeCall)[0]?.body).toMatchObject({ isRedConfirm: 'Y' });
  });

  it('refuses a demat sale without POA/DDPI in an info dialog, and authorises nothing', async () => {
    const { user, calls } = await openList([
      ...listReplies([row('swi1', 'SWI')]),
      detailReplies({ [dOf('swi1')]: detail(header('SWI')) }),
      reply(checkAuthRedPoaValidationCall, {
        body: envelope({
          mode: 'D',
          FLG_POA: 'N',
          IS_EDIS: 'N',
          isBlocked: 'Y',
          message: sellMessages.poaNotInFavour,
        }),
      }),
    ]);
    const swi = await card('AUT-SWI1');
    await user.click(within(swi).getByRole('button', { name: 'Authorise Ref. No AUT-SWI1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(sellMessages.poaNotInFavour)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(callsTo(calls, onAuthorizeCall)).toHaveLength(0);
    await waitFor(() =>
      expect(
        (
          within(swi).getByRole('button', {
            name: 'Authorise Ref. No AUT-SWI1',
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(false),
    );
  });

  it('sends a demat sale to the depository for eDIS, keeping where to come back', async () => {
    const { user, calls, loads } = await openList([
      ...listReplies([row('swi2', 'SWI')]),
      detailReplies({ [dOf('swi2')]: detail(header('SWI')) }),
      reply(checkAuthRedPoaValidationCall, {
        body: envelope({ mode: 'D', FLG_POA: 'N', IS_EDIS: 'Y', isBlocked: 'N', message: '' }),
      }),
      authorizeReplies({
        data: result('SWI', {
          IS_EDIS: 'Y',
          edisTrxnNo: 'EDIS-77',
          callurl: '/cdesk/sandbox/edis?ref=EDIS-77',
        }),
      }),
    ]);
    await user.click(
      within(await card('AUT-SWI2')).getByRole('button', { name: 'Authorise Ref. No AUT-SWI2' }),
    );
    await answerTogether(user, [sellMessages.edisRedirect, authMessages.tncQuestion]);
    await waitFor(() => expect(loads).toEqual(['/cdesk/sandbox/edis?ref=EDIS-77']));
    expect(callsTo(calls, onAuthorizeCall)[0]?.body).toMatchObject({ isRedConfirm: 'Y' });
    const kept = JSON.parse(sessionStorage.getItem('cdesk:edis-return') ?? '{}') as Record<
      string,
      string
    >;
    expect(kept['EDIS-77']).toContain('/transact/authorize/swi/achknowledge?tid=T-SWI');
  });

  it('confirms a MARS switch through SUCC_WITH_MARS with the same key, and shows its legs', async () => {
    const question =
      'You already hold schemes of this portfolio. Are you sure you want to proceed?';
    const { user, calls, router } = await openList([
      ...listReplies([], [marsRow()]),
      detailReplies({ [dOf('mars1')]: detail(header('MARSSWI', { isMarsTrxn: 'Y' })) }),
      reply(checkMarsSwiPoaValidationCall, {
        body: envelope({ mode: 'P', FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' }),
      }),
      authorizeReplies(
        {
          data: result('MARSSWI', {
            ackPath: '',
            confirmation: { code: 'SUCC_WITH_MARS', question },
          }),
        },
        {
          data: result('MARSSWI', {
            ackPath: '/transact/authorize/marsswi/achknowledge?tid=',
          }),
        },
      ),
    ]);
    await user.click(
      within(await card('MT-2611-0001')).getByRole('button', {
        name: 'Authorise Ref. No MT-2611-0001',
      }),
    );
    await answer(user, authMessages.tncQuestion);
    await answer(user, question);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/transact/authorize/marsswi/achknowledge'),
    );
    const [first, second] = callsTo(calls, onAuthorizeCall).map(
      (c) => c.body as Record<string, unknown>,
    );
    expect(callsTo(calls, checkMarsSwiPoaValidationCall)).toHaveLength(1);
    expect(first?.isMarsConfirm).toBeUndefined();
    expect(second?.isMarsConfirm).toBe('Y');
    expect(second?.sessionId).toBe(first?.sessionId);
    expect(where(router)).toBe(
      '/transact/authorize/marsswi/achknowledge?tid=enc_marsswi_0123456789',
    );
  });

  it('repeats a bulk switch with the answer to CONFIRMATIOM; no leaves it pending', async () => {
    const question = 'Some switches are below the minimum. Do you want to proceed?';
    const { user, calls } = await openList([
      ...listReplies([row('bswi1', 'BSWI')]),
      detailReplies({ [dOf('bswi1')]: detail(header('BSWI')) }),
      reply(checkAuthRedPoaValidationCall, {
        body: envelope({ mode: 'P', FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' }),
      }),
      authorizeReplies(
        { fail: question, techMessage: 'CONFIRMATIOM' },
        { fail: authMessages.declined },
      ),
    ]);
    await user.click(
      within(await card('AUT-BSWI1')).getByRole('button', { name: 'Authorise Ref. No AUT-BSWI1' }),
    );
    await answer(user, authMessages.tncQuestion);
    await answer(user, question, false);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(authMessages.declined)).toBeInTheDocument();
    const bodies = callsTo(calls, onAuthorizeCall).map((c) => c.body as Record<string, unknown>);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.isBulkConfirm).toBe('N');
  });

  it('shows a refusal in an info dialog and lets the client try again', async () => {
    const { user, calls } = await openList([
      ...listReplies([row('pip6', 'PIP', { payment: payment() })]),
      authorizeReplies({ fail: 'The scheme is not open for purchase at present.' }),
    ]);
    const pip = await card('AUT-PIP6');
    const button = within(pip).getByRole('button', { name: 'Authorise Ref. No AUT-PIP6' });
    await user.click(button);
    await answer(user, authMessages.tncQuestion);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('The scheme is not open for purchase at present.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(callsTo(calls, onAuthorizeCall)).toHaveLength(1);
  });

  it('takes one authorisation at a time: the buttons wait while one is asked', async () => {
    const { user, calls } = await openList([
      ...listReplies([
        row('pip7', 'PIP', { payment: payment() }),
        row('pip8', 'PIP', { payment: payment() }),
      ]),
      authorizeReplies({ data: result('PIP') }),
    ]);
    const first = within(await card('AUT-PIP7')).getByRole('button', {
      name: 'Authorise Ref. No AUT-PIP7',
    });
    const second = within(await card('AUT-PIP8')).getByRole('button', {
      name: 'Authorise Ref. No AUT-PIP8',
    });
    await user.click(first);
    await screen.findByRole('dialog');
    expect((first as HTMLButtonElement).disabled).toBe(true);
    expect((second as HTMLButtonElement).disabled).toBe(true);
    await answer(user, authMessages.tncQuestion);
    await waitFor(() => expect(callsTo(calls, onAuthorizeCall)).toHaveLength(1));
  });

  it('sends a 417 to the transact error page with its message', async () => {
    const { user, router } = await openList([
      ...listReplies([row('pip9', 'PIP', { payment: payment() })]),
      reply(onAuthorizeCall, {
        status: 417,
        body: envelope(null, false, 'Transactions are closed for the day.'),
      }),
    ]);
    await user.click(
      within(await card('AUT-PIP9')).getByRole('button', { name: 'Authorise Ref. No AUT-PIP9' }),
    );
    await answer(user, authMessages.tncQuestion);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transact/errorPage'));
    expect(await screen.findByText('Transactions are closed for the day.')).toBeInTheDocument();
  });
});

describe('rejecting from the list', () => {
  it('asks, rejects and shows the status page with the reference', async () => {
    const { user, calls, router } = await openList([
      ...listReplies([row('pip1', 'PIP', { payment: payment() })]),
      reply(onRejectCall, {
        body: envelope({
          trxnId: 'AUT-PIP1',
          trnType: 'PIP',
          isMarsTrxn: 'N',
          marsTarNo: '',
          message: authMessages.rejected('AUT-PIP1'),
        }),
      }),
    ]);
    await user.click(
      within(await card('AUT-PIP1')).getByRole('button', { name: 'Reject Ref. No AUT-PIP1' }),
    );
    await answer(user, authMessages.rejectQuestion);
    expect(
      await screen.findByText('Your transaction with Ref. No AUT-PIP1 has been rejected.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/transact/authorize/pip/trxnstatus');
    expect(callsTo(calls, onRejectCall)[0]?.body).toEqual({
      reqFrom: 'web',
      encryptedData: dOf('pip1'),
    });
    expect(screen.getByRole('link', { name: 'Pending transactions' }).getAttribute('href')).toBe(
      '/transact/authorize',
    );
  });

  it('does nothing when the client says no', async () => {
    const { user, calls } = await openList(
      listReplies([row('pip1', 'PIP', { payment: payment() })]),
    );
    await user.click(
      within(await card('AUT-PIP1')).getByRole('button', { name: 'Reject Ref. No AUT-PIP1' }),
    );
    await answer(user, authMessages.rejectQuestion, false);
    expect(callsTo(calls, onRejectCall)).toHaveLength(0);
  });
});

describe('a detail the list reads first', () => {
  it('asks a purchase bought again within a day once: its question with the T&C, answered in the first call', async () => {
    const question =
      'You have placed a purchase in this scheme in the last 24 hours. Are you sure you want to proceed?';
    const { user, calls } = await openList([
      ...listReplies([row('pip1', 'PIP', { payment: payment() })]),
      detailReplies({
        [dOf('pip1')]: detail(
          header('PIP', {
            trxnId: 'AUT-PIP1',
            payment: payment(),
            confirmation: { code: 'SUCC_WITH_MARS', question },
          }),
        ),
      }),
      authorizeReplies({ data: result('PIP') }),
    ]);
    await user.click(
      within(await card('AUT-PIP1')).getByRole('button', { name: 'Authorise Ref. No AUT-PIP1' }),
    );
    await answerTogether(user, [question, authMessages.tncQuestion]);
    await waitFor(() => expect(callsTo(calls, onAuthorizeCall)).toHaveLength(1));
    expect(callsTo(calls, onAuthorizeCall)[0]?.body).toMatchObject({
      isMarsConfirm: 'Y',
      tncAccepted: 'Y',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
