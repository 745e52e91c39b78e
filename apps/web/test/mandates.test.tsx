import {
  getBankMandatesCall,
  getEMandateStatusCall,
  getProfileDetailCall,
  mandateMessages,
  registerEMandateCall,
  type TGetBankMandatesResponse,
  type TMandate,
} from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const onRecord: TMandate = {
  mandateId: 0,
  njEMandateNo: 'UMRN-HDFC-5000001',
  bseEMandateNo: '',
  accName: 'Asha Verma',
  bankName: 'HDFC Bank',
  bankAcno: 'XXXXXXXXXX7812',
  accType: 'Saving',
  upperLimit: '100000.00',
  startDate: '',
  endDate: '',
  mode: '',
  status: 'ACTIVE',
  statusText: 'Active',
  reason: '',
};
const registered: TMandate = {
  ...onRecord,
  mandateId: 7,
  njEMandateNo: 'NJEM000000000042',
  bseEMandateNo: 'BSEM000000000043',
  bankName: 'ICICI Bank',
  bankAcno: 'XXXXXXXX7890',
  upperLimit: '25000.00',
  startDate: '2026-11-23',
  endDate: '2036-11-22',
  mode: 'NET',
};
const listed: TGetBankMandatesResponse = {
  banks: [
    {
      bankId: 1,
      bankCode: 'HDFC',
      bankName: 'HDFC Bank',
      accountNoMasked: 'XXXXXXXXXX7812',
      ifsc: 'HDFC0000123',
      accType: 'Saving',
      isDefault: true,
      mandateNo: 'UMRN-HDFC-5000001',
    },
    {
      bankId: 2,
      bankCode: 'ICIC',
      bankName: 'ICICI Bank',
      accountNoMasked: 'XXXXXXXX7890',
      ifsc: 'ICIC0000012',
      accType: 'Saving',
      isDefault: false,
      mandateNo: '',
    },
  ],
  mandates: [onRecord],
};
const profile = {
  name: 'Asha Verma',
  ucc_no: 'UCC5000001',
  demat_acc_no: '',
  email: '',
  phone: '',
  dob: '14-03-1986',
  gender: 'Female',
  address: '',
  avatar: '',
  nominees: [],
  claimant: [],
  witness: [],
};

describe('banks and mandates', () => {
  it('lists the registered banks and every field of each mandate on the banks-Mandate tab', async () => {
    seedLoggedIn();
    mockDesk([
      reply(getProfileDetailCall, { body: envelope(profile) }),
      reply(getBankMandatesCall, {
        body: envelope({ ...listed, mandates: [registered, onRecord] }),
      }),
    ]);
    await renderApp('/profile/banks-Mandate');

    const banks = await screen.findByRole('region', { name: 'Registered banks' });
    expect(within(banks).getByText('No mandate')).toBeInTheDocument();
    const mandates = screen.getByRole('region', { name: 'Mandates' });
    const card = within(mandates).getByText('NJEM000000000042').closest('li')!;
    for (const text of [
      'BSEM000000000043',
      'Asha Verma',
      'ICICI Bank',
      'Saving account XXXXXXXX7890',
      '₹25,000.00',
      '23-11-2026',
      '22-11-2036',
      'NET banking',
      'Active',
    ])
      expect(within(card as HTMLElement).getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register a new mandate' }).getAttribute('href')).toBe(
      '/emandateReq',
    );
  });

  it('checks the limit and the dates before asking the bank, then registers on the chosen bank', async () => {
    seedLoggedIn();
    const calls = mockDesk(
      [
        reply(getBankMandatesCall, { body: envelope(listed) }),
        reply(registerEMandateCall, {
          body: envelope({
            mandateId: 7,
            njEMandateNo: 'NJEM000000000042',
            redirectUrl: '/cdesk/sandbox/bank/emandate?ref=abc',
          }),
        }),
      ],
      { businessTime: '2026-11-23T06:00:00Z' },
    );
    const { user } = await renderApp('/emandateReq');

    const bank = await screen.findByLabelText('Bank account');
    // A bank that already carries a mandate is not offered.
    expect(within(bank).queryByText(/HDFC Bank/)).toBeNull();
    await user.selectOptions(bank, '2');
    await user.type(screen.getByLabelText('Upper limit (₹)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Continue to bank' }));
    expect(await screen.findByText(mandateMessages.lowerLimit)).toBeInTheDocument();
    expect(calls.some((c) => c.to === registerEMandateCall)).toBe(false);

    await user.clear(screen.getByLabelText('Upper limit (₹)'));
    await user.type(screen.getByLabelText('Upper limit (₹)'), '25000');
    await user.click(screen.getByRole('radio', { name: 'DEBIT card' }));
    await user.click(screen.getByRole('button', { name: 'Continue to bank' }));
    await waitFor(() => expect(calls.some((c) => c.to === registerEMandateCall)).toBe(true));
    expect(calls.find((c) => c.to === registerEMandateCall)?.body).toMatchObject({
      bankId: 2,
      upperLimit: '25000.00',
      mode: 'DEBIT',
    });
  });

  it('shows the bank’s answer on /mandate-response with the next step', async () => {
    seedLoggedIn();
    mockDesk([reply(getEMandateStatusCall, { body: envelope(registered) })]);
    await renderApp('/mandate-response?mandateId=7');
    expect(await screen.findByText(mandateMessages.registered)).toBeInTheDocument();
    expect(screen.getByText('NJEM000000000042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a SIP' })).toBeInTheDocument();
  });

  it('says so when the bank declined, and offers to try again', async () => {
    seedLoggedIn();
    mockDesk([
      reply(getEMandateStatusCall, {
        body: envelope({
          ...registered,
          status: 'REJECTED',
          statusText: 'Rejected by the bank',
          reason: 'Declined by the account holder',
        }),
      }),
    ]);
    await renderApp('/mandate-response?mandateId=7');
    expect(await screen.findByText(mandateMessages.rejected)).toBeInTheDocument();
    expect(screen.getByText('Declined by the account holder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/emandateReq',
    );
  });
});
