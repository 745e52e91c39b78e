import {
  approveRefnoCall,
  fetchEditReportCall,
  fetchNAReasonCall,
  fetchRefnoDetailCall,
  rejectReasons,
  staffAuthenticateCall,
} from '@cdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockGateway, reply } from './gateway-mock';
import { renderApp } from './render-app';

const row = {
  refNo: 'EW261123000001',
  entryDate: '23-11-2026',
  accountType: 'EW',
  holderName: 'RAJESH ZAVERI',
  pan: 'AAAPZ1111A',
  mobile: '9812610001',
  email: 'rajesh@example.in',
  holders: 1,
  status: 'UNDER_REVIEW' as const,
  statusCode: '',
  statusText: 'Under Review',
  reasonCode: '',
  reason: '',
  decidedOn: '',
  accountNo: '',
};

const detail = {
  application: { ...row, taxStatus: '1', holdingMode: 'SI', screenId: '-1' },
  holders: [
    {
      role: 'F',
      label: 'Applicant',
      name: 'RAJESH ZAVERI',
      pan: 'AAAPZ1111A',
      dob: '15-08-1990',
      mobile: row.mobile,
      email: row.email,
    },
  ],
  bank: null,
  mandate: null,
  nominees: [],
  files: [],
  decision: null,
};

const staff = { employeeCode: 'E1001', name: 'Kiran Desai', administrator: false };
const token = 'staff-token-0123456789abcdef';

describe('the staff review pages', () => {
  beforeEach(() => sessionStorage.clear());

  it('logs staff in and lists the applications awaiting review', async () => {
    const calls = mockGateway([
      reply(staffAuthenticateCall, {
        body: envelope({ token, staff, attemptCount: 0, isCaptchaValidate: false }),
      }),
      reply(fetchEditReportCall, { body: envelope({ reportType: 'NORMAL', applications: [row] }) }),
    ]);
    const { router, user } = await renderApp('/tradereg/staff/applications');
    await screen.findByRole('heading', { name: 'Staff login' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Employee Code'), 'E1001');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByText('RAJESH ZAVERI', {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/tradereg/staff/applications');
    expect(screen.getByText('Kiran Desai')).toBeInTheDocument();
    const list = calls.find((c) => c.path === fetchEditReportCall.path);
    expect(list?.authorization).toBe(`Bearer ${token}`);
    expect(list?.body).toMatchObject({ reportType: 'NORMAL' });
  });

  it('approves after the question and says the new account number', async () => {
    sessionStorage.setItem('cdesk.staff', JSON.stringify({ token, staff }));
    const calls = mockGateway([
      reply(fetchRefnoDetailCall, { body: envelope(detail) }),
      reply(fetchNAReasonCall, {
        body: envelope({
          reasons: rejectReasons.map((r) => ({ reasonCode: r.code, reason: r.label })),
          otherReasonCode: '29',
        }),
      }),
      reply(approveRefnoCall, {
        body: envelope({
          refNo: row.refNo,
          status: 'APPROVED',
          njAcNo: '5000017',
          ucc: 'NJ5000017',
          accountType: 'EW',
        }),
      }),
    ]);
    const { user } = await renderApp(`/tradereg/staff/applications/${row.refNo}`);
    await screen.findByRole('heading', { name: `Application ${row.refNo}` }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Approve')!,
    );
    await screen.findByText(/Wealth account 5000017/);
    await waitFor(() =>
      expect(calls.find((c) => c.path === approveRefnoCall.path)?.body).toEqual({
        refNo: row.refNo,
      }),
    );
  });
});
