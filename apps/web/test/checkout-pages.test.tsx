import {
  getOrderStatusCall,
  getPaymentModeWiseBankForUccCall,
  onConfirmCall,
  orderMessages,
  validateSelectedBankCall,
  type TGetPaymentModeWiseBankForUccResponse,
  type TOnConfirmRequest,
} from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemAdded, type CartItem } from '../src/features/checkout';
import { envelope, mockDesk, type RecordedCall, reply, seedLoggedIn } from './gateway-mock';
import { renderApp, where } from './render-app';

const hdfc: TGetPaymentModeWiseBankForUccResponse['payModeList'][number]['bankList'][number] = {
  bankCode: 'HDFC',
  bankName: 'HDFC Bank',
  bankAccNo: '50100234567812',
  bankAccMak: '••7812',
  bankIfscCode: 'HDFC0000001',
  bankType: 'SAVINGS',
  isDefault: 'Y',
  mandateList: [{ mandateNo: 'UMRN-HDFC-5000001', maxAmount: '100000.00' }],
};

const banks: TGetPaymentModeWiseBankForUccResponse = {
  payModeList: [
    { payModeId: '1', payModeName: 'Net Banking', bankList: [hdfc] },
    { payModeId: '3', payModeName: 'One Time Mandate', bankList: [hdfc] },
    { payModeId: '7', payModeName: 'NEFT/RTGS', bankList: [hdfc] },
    { payModeId: '8', payModeName: 'UPI', bankList: [hdfc] },
  ],
};

const sipLine: CartItem = {
  ccode: 'AC5000001',
  schcode: 120716,
  schemeName: 'UTI Nifty 50 Index Fund - Direct Plan - Growth',
  trxnType: 'SIP',
  isDirect: 'Y',
  schOpt: 'G',
  schExch: '1',
  folioNo: '',
  totalAmount: 200_000,
  brokerage: 0,
  riskometerVal: 'Very High',
  isLiquid: false,
  riskDeclAccepted: 'Y',
  sip: {
    freqId: 'M',
    installmentDate: 10,
    totalNoOfInst: 12,
    startDate: '2026-12-10',
    endDate: '2027-11-10',
  },
};

const question = `${orderMessages.repeatPurchaseIn([sipLine.schemeName])} ${orderMessages.marsConfirm}`;

const placed = {
  trxnId: 'PUR261123ABC',
  encEncodedTrxnId: 'ENC1',
  encSIPEncodedTrxnId: '',
  encEncodedNpipTrxnid: '',
  trxnDate: '2026-11-23',
  exCode: '1',
  payMode: '3',
  totalAmount: '2000.00',
  totalBrokerage: '0.00',
  paymentStatus: 'AWAITING_FUNDS',
  netBankingUrl: '',
  isMarsTrxn: 'N',
  isRepeat: false,
  orders: [],
} as const;

const orderStatus = {
  trxnId: 'PUR261123ABC',
  trxnDate: '2026-11-23',
  payMode: '3',
  paymentStatus: 'AWAITING_FUNDS',
  paymentRef: '',
  ackStatus: 'PENDING',
  message: '',
  totalAmount: '2000.00',
  orders: [],
} as const;

/** onConfirm as the server answers a repeat: the question without the flag, the orders with it. */
function confirmReplies() {
  return reply(onConfirmCall, (call) =>
    (call.body as TOnConfirmRequest).isPIPConfirm === 'Y'
      ? { body: envelope(placed) }
      : {
          status: 400,
          body: {
            isSuccess: false,
            data: null,
            displayMessage: question,
            techMessage: 'SUCC_WITH_MARS',
            errCode: 'MARS_CONFIRM',
          },
        },
  );
}

const confirms = (calls: RecordedCall[]) =>
  calls.filter((c) => c.to === onConfirmCall).map((c) => c.body as TOnConfirmRequest);

/** The payment page of Asha's cart with one SIP line, paying by one-time mandate from HDFC. */
async function openPayment() {
  const calls = mockDesk([
    reply(getPaymentModeWiseBankForUccCall, { body: envelope(banks) }),
    reply(validateSelectedBankCall, {
      body: envelope({
        isValidBank: 'Y',
        message: orderMessages.bankValid,
        bankIfscCode: hdfc.bankIfscCode,
        bankName: hdfc.bankName,
        bankAccMak: hdfc.bankAccMak,
      }),
    }),
    confirmReplies(),
    reply(getOrderStatusCall, { body: envelope(orderStatus) }),
  ]);
  const app = await renderApp('/transact/mutual-funds/payment');
  await screen.findByRole('heading', { name: 'Payment' });
  app.store.dispatch(itemAdded({ item: sipLine }));
  const modes = await screen.findByRole('group', { name: 'Pay by' });
  return { ...app, calls, modes };
}

beforeEach(() => {
  seedLoggedIn();
});

describe('payment page', { timeout: 20_000 }, () => {
  it('offers the pay modes as one radio group and shows the mandate limit in Indian grouping with paise', async () => {
    const { user, modes } = await openPayment();
    const radios = within(modes).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Net Banking',
      'One Time Mandate',
      'NEFT/RTGS',
      'UPI',
    ]);
    // Two columns on a phone, one row from tablet width.
    expect(modes.className).toContain('grid-cols-2');
    expect(modes.className).toContain('tablet:grid-flow-col');

    await user.click(within(modes).getByLabelText('One Time Mandate'));
    expect(within(modes).getByRole('radio', { name: 'One Time Mandate' })).toHaveProperty(
      'checked',
      true,
    );
    await user.selectOptions(screen.getByLabelText('Pay from bank account'), hdfc.bankAccNo);
    const mandate = await screen.findByLabelText('Mandate for SIP installments');
    expect(within(mandate).getByRole('option', { selected: true }).textContent).toBe(
      'UMRN-HDFC-5000001 · up to ₹1,00,000.00',
    );
  });

  it('confirms without the flag first, asks the SUCC_WITH_MARS question, and places nothing on No', async () => {
    const { user, calls, modes, router } = await openPayment();
    await user.click(within(modes).getByLabelText('One Time Mandate'));
    await user.selectOptions(screen.getByLabelText('Pay from bank account'), hdfc.bankAccNo);
    await user.click(screen.getByRole('button', { name: 'Confirm and pay ₹2,000.00' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain(question);
    expect(confirms(calls).map((c) => c.isPIPConfirm)).toEqual(['N']);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirms(calls)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/transact/mutual-funds/payment');
  });

  it('repeats the confirm with the flag Y and the same key on Yes, then shows the acknowledgement', async () => {
    const { user, calls, modes, router } = await openPayment();
    await user.click(within(modes).getByLabelText('One Time Mandate'));
    await user.selectOptions(screen.getByLabelText('Pay from bank account'), hdfc.bankAccNo);
    await user.click(screen.getByRole('button', { name: 'Confirm and pay ₹2,000.00' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, proceed' }));

    await screen.findByRole('heading', { name: 'Acknowledgement' });
    expect(where(router)).toBe('/transact/authorize/pip/achknowledge?tid=ENC1');
    const [first, second] = confirms(calls);
    expect([first?.isPIPConfirm, second?.isPIPConfirm]).toEqual(['N', 'Y']);
    expect(second?.sessionId).toBe(first?.sessionId);
    expect(second?.mandateNo).toBe('UMRN-HDFC-5000001');
  });
});

describe('transaction status page', { timeout: 20_000 }, () => {
  it('is where a transaction whose detail the gateway refuses ends, with a way back that exists', async () => {
    mockDesk([
      reply(getOrderStatusCall, {
        status: 400,
        body: envelope(null, false, orderMessages.orderNotFound, 'ORDER_NOT_FOUND'),
      }),
    ]);
    const { router } = await renderApp('/transact/authorize/pip/achknowledge?tid=NOPE');

    await screen.findByRole('heading', { name: 'Transaction status' });
    expect(router.state.location.pathname).toBe('/transact/authorize/pip/trxnstatus');
    expect(router.state.location.state).toEqual({
      status: 'fail',
      message: orderMessages.orderNotFound,
      reqFrom: 'achknowledge',
    });
    expect(screen.getByRole('alert').textContent).toBe(orderMessages.orderNotFound);

    const back = screen.getByRole('link', { name: 'Back to funds' });
    const target = back.getAttribute('href') ?? '';
    expect(target).toBe('/transact/mutual-funds/allFunds');
    const matched = matchRoutes(router.routes, target) ?? [];
    expect(matched.at(-1)?.route.path).toBe(target);
  });

  it('is also where an acknowledgement without a transaction goes', async () => {
    mockDesk();
    const { router } = await renderApp('/transact/authorize/pip/achknowledge');
    await screen.findByRole('heading', { name: 'Transaction status' });
    expect(router.state.location.pathname).toBe('/transact/authorize/pip/trxnstatus');
    expect(screen.getByRole('alert').textContent).toBe(orderMessages.orderNotFound);
  });

  it('keeps a connection failure on the acknowledgement, where the transaction may yet load', async () => {
    mockDesk([reply(getOrderStatusCall, new TypeError('Failed to fetch'))]);
    const { router } = await renderApp('/transact/authorize/pip/achknowledge?tid=ENC1');
    await screen.findByRole('heading', { name: 'Acknowledgement' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/transact/authorize/pip/achknowledge');
  });
});
