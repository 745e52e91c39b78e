import {
  authMessages,
  getAuthTrxDetailFromTarCall,
  getSellOrderStatusCall,
  getUpiCallBackResDetailCall,
  orderMessages,
  trxnAuthoShowReceiptResource,
  verifyEdisAuthorisationCall,
} from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, detail, detailReplies, header, line } from './authorise-fixtures';
import { envelope, mockDesk, mockGateway, reply, seedLoggedIn } from './gateway-mock';
import { renderApp, where } from './render-app';
import { order } from './selling-fixtures';

const tid = 'enc_bswi_0123456789';

const bulkSwitch = detail(
  header('BSWI', {
    trnTypeLabel: 'Bulk Switch',
    status: 'AUTHORISED',
    totalAmount: '',
    encEncodedTrxnId: tid,
  }),
  [
    line({
      srNo: 1,
      action: 'Switch',
      schemeName: 'HDFC Liquid Fund - Direct Plan - Growth',
      targetSchemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth',
      folioNo: '1234567/89',
      amount: '',
      units: '10.5',
      orderRef: 'SWI-261123-0001',
      orderStatus: 'ALLOTTED',
    }),
    line({
      srNo: 2,
      action: 'Switch',
      schemeName: 'HDFC Balanced Advantage Fund - Direct Plan - Growth',
      targetSchemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth',
      folioNo: '1234567/89',
      amount: '2000.00',
      orderRef: 'SWI-261123-0002',
      orderStatus: 'ALLOTTED',
    }),
  ],
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the acknowledgement of a transaction with several legs', () => {
  it('shows each leg with the order it placed, and downloads the receipt', async () => {
    seedLoggedIn();
    const created = vi.fn(() => 'blob:receipt');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = mockDesk([
      detailReplies({ [tid]: bulkSwitch }),
      reply(trxnAuthoShowReceiptResource, {
        body: '%PDF-1.4 receipt',
        contentType: 'application/pdf',
      }),
    ]);
    const { user } = await renderApp(`/transact/authorize/bswi/achknowledge?tid=${tid}`);

    expect(await screen.findByText('SUCCESS')).toBeInTheDocument();
    expect(screen.getByText(authMessages.authorised)).toBeInTheDocument();
    const legs = screen.getByRole('list', { name: 'Transaction details' });
    expect(within(legs).getAllByRole('listitem')).toHaveLength(2);
    expect(within(legs).getByText('SWI-261123-0001')).toBeInTheDocument();
    expect(within(legs).getByText('10.500 units')).toBeInTheDocument();
    expect(within(legs).getByText('₹2,000.00')).toBeInTheDocument();
    expect(within(legs).getAllByText('Units allotted')).toHaveLength(2);
    expect(callsTo(calls, getAuthTrxDetailFromTarCall)[0]?.body).toMatchObject({
      encryptedData: tid,
    });

    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(callsTo(calls, trxnAuthoShowReceiptResource)[0]?.body).toEqual({
      encryptedData: tid,
      trxnType: 'BSWI',
    });
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('names the MARS target number of a MARS switch', async () => {
    seedLoggedIn();
    mockDesk([
      detailReplies({
        [tid]: detail(
          header('MARSSWI', {
            status: 'AUTHORISED',
            isMarsTrxn: 'Y',
            marsTarNo: 'MT-2611-0001',
            marsName: 'Wealth Builder',
          }),
          [line({ action: 'Switch', orderRef: 'SWI-1', orderStatus: 'AWAITING_NAV' })],
        ),
      }),
    ]);
    await renderApp(`/transact/authorize/marsswi/achknowledge?tid=${tid}`);
    expect(await screen.findByText('MT-2611-0001')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the NAV')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('shows the receipt refusal where the download was asked', async () => {
    seedLoggedIn();
    mockDesk([
      detailReplies({ [tid]: bulkSwitch }),
      reply(trxnAuthoShowReceiptResource, {
        status: 409,
        body: envelope(null, false, authMessages.notAuthorisedYet),
      }),
    ]);
    const { user } = await renderApp(`/transact/authorize/bswi/achknowledge?tid=${tid}`);
    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByText(authMessages.notAuthorisedYet)).toBeInTheDocument();
  });
});

describe('the acknowledgements of other areas after an authorisation', () => {
  it('offer the receipt of the authorisation under the sell acknowledgement', async () => {
    seedLoggedIn();
    mockDesk([
      reply(getSellOrderStatusCall, {
        body: envelope({
          trxnId: 'T-100',
          trxnDate: '2026-08-12',
          ackStatus: 'SUCCESS',
          message: 'Your transaction has been placed.',
          order,
        }),
      }),
    ]);
    await renderApp(
      '/transact/authorize/red/achknowledge?tid=T-100&rcpt=enc_red_0123456789&rtype=RED',
    );
    expect(await screen.findByText('Your transaction has been placed.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Receipt' })).getByRole('button', {
        name: 'Download receipt',
      }),
    ).toBeInTheDocument();
  });

  it('show no receipt when no authorisation led there', async () => {
    seedLoggedIn();
    mockDesk([
      reply(getSellOrderStatusCall, {
        body: envelope({
          trxnId: 'T-100',
          trxnDate: '2026-08-12',
          ackStatus: 'SUCCESS',
          message: 'Your transaction has been placed.',
          order,
        }),
      }),
    ]);
    await renderApp('/transact/authorize/red/achknowledge?tid=T-100');
    expect(await screen.findByText('Your transaction has been placed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download receipt' })).toBeNull();
  });

  it('come back from eDIS to the acknowledgement the authorisation kept', async () => {
    seedLoggedIn();
    sessionStorage.setItem(
      'cdesk:edis-return',
      JSON.stringify({ 'EDIS-77': `/transact/authorize/bswi/achknowledge?tid=${tid}` }),
    );
    mockDesk([
      reply(verifyEdisAuthorisationCall, {
        body: envelope({
          edisStatus: 'APPROVED',
          trxnId: 'T-100',
          trxnType: 'swi',
          message: 'Your transaction has been placed.',
          order,
        }),
      }),
      detailReplies({ [tid]: bulkSwitch }),
    ]);
    const { router } = await renderApp('/edis-response?edisTrxnNo=EDIS-77&reqFrom=AUTH');
    await waitFor(() =>
      expect(where(router)).toBe(`/transact/authorize/bswi/achknowledge?tid=${tid}`),
    );
    expect(await screen.findByText('SWI-261123-0001')).toBeInTheDocument();
  });

  it('lets a client whose authorisation login holds come back from eDIS', async () => {
    sessionStorage.setItem(
      'cdesk:authorisation',
      JSON.stringify({ token: 'tok-auth', njAcNo: '5000001' }),
    );
    const calls = mockGateway([
      reply(verifyEdisAuthorisationCall, {
        body: envelope({
          edisStatus: 'PENDING',
          trxnId: 'T-100',
          trxnType: 'red',
          message: 'The depository has not answered yet.',
          order,
        }),
      }),
    ]);
    await renderApp('/edis-response?edisTrxnNo=EDIS-78&reqFrom=AUTH');
    expect(await screen.findByText('The depository has not answered yet.')).toBeInTheDocument();
    expect(callsTo(calls, verifyEdisAuthorisationCall)[0]?.authorization).toBe('Bearer tok-auth');
    expect(screen.getByRole('link', { name: 'Pending transactions' })).toBeInTheDocument();
  });
});

describe('the pages after an authorisation, for a visitor', () => {
  it('ask for a login when the tab holds none', async () => {
    mockGateway([]);
    const { user, router } = await renderApp(`/transact/authorize/bswi/achknowledge?tid=${tid}`);
    expect(
      await screen.findByRole('heading', { name: 'Please log in to continue' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('wait for the UPI payment of an authorised purchase, and lead to its acknowledgement', async () => {
    sessionStorage.setItem(
      'cdesk:authorisation',
      JSON.stringify({ token: 'tok-auth', njAcNo: '5000001' }),
    );
    const calls = mockGateway([
      reply(getUpiCallBackResDetailCall, {
        body: envelope({
          trxnid: 'PUR-4',
          status: 'REJECTED',
          message: '',
          reason: 'Declined by the payer.',
          UPIREFTRXNID: 'U1',
          remainingMs: 0,
        }),
      }),
      reply('/cdesk/sandbox/upi?vpa=asha%40okhdfc', { status: 404, body: {} }),
    ]);
    const ack = '/transact/authorize/pip/achknowledge?tid=T-PIP&rcpt=enc_pip&rtype=PIP';
    const query = new URLSearchParams({
      tid: 'PUR-4',
      trxnid: 'PUR-4',
      ack,
      vpa: 'asha@okhdfc',
      amt: '5000.00',
    });
    await renderApp(`/transact/authorize/pip/upi?${query.toString()}`);
    expect(await screen.findByText(orderMessages.upiRejected)).toBeInTheDocument();
    expect(screen.getByText('Declined by the payer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View acknowledgement' }).getAttribute('href')).toBe(
      ack,
    );
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(callsTo(calls, getUpiCallBackResDetailCall)[0]?.authorization).toBe('Bearer tok-auth');
  });
});
