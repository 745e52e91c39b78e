import {
  loadNomineeDetailsProfileCall,
  messages,
  nomineeErrorCodes,
  nomineeMessages,
  saveNomineeDetailsProfileCall,
} from '@cdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nomineeConfig } from '../../src/features/nominee/person-configs';
import { PersonStep } from '../../src/features/nominee/person-step';
import { envelope, mockGateway, reply } from '../gateway-mock';
import { blankNominee, renderStep, stepProps } from './wizard-fixtures';

async function fillValidNominee(user: ReturnType<typeof renderStep>['user']) {
  await user.type(await screen.findByLabelText('First Name'), 'ravi');
  await user.type(screen.getByLabelText('Last Name'), 'verma');
  await user.type(screen.getByLabelText('Date of Birth'), '14021990');
  await user.selectOptions(screen.getByLabelText('Relationship with you'), 'SPOUSE');
  await user.selectOptions(screen.getByLabelText('Identity Proof Type'), '1');
  await user.type(screen.getByLabelText('ID Proof Number'), 'abcpv1234k');
  await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await user.type(screen.getByLabelText('Email ID'), 'ravi@example.in');
}

describe('S3 nominee details', () => {
  it("shows each field's message from the domain rules and calls nothing", async () => {
    const calls = mockGateway([reply(loadNomineeDetailsProfileCall, { body: blankNominee })]);
    const { props } = stepProps({ screenNo: 'S3' });
    const { user } = renderStep(<PersonStep {...props} config={nomineeConfig} />);
    await screen.findByLabelText('First Name');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(messages.emptyField('First Name'))).toBeInTheDocument();
    expect(screen.getByText(messages.emptyField('Last Name'))).toBeInTheDocument();
    expect(screen.getByText(messages.emptyField('Email ID'))).toBeInTheDocument();
    expect(calls.filter((call) => call.to === saveNomineeDetailsProfileCall)).toHaveLength(0);
  });

  it('types a date of birth as DDMMYYYY and shows it as DD-MM-YYYY; the e-mail in capitals', async () => {
    mockGateway([reply(loadNomineeDetailsProfileCall, { body: blankNominee })]);
    const { props } = stepProps({ screenNo: 'S3' });
    const { user } = renderStep(<PersonStep {...props} config={nomineeConfig} />);
    await user.type(await screen.findByLabelText('Date of Birth'), '01012050');

    expect((screen.getByLabelText('Date of Birth') as HTMLInputElement).value).toBe('01-01-2050');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(nomineeMessages.dateInFuture)).toBeInTheDocument();
    expect(screen.getByLabelText('Email ID').className).toContain('uppercase');
  });

  it('takes only the last four digits of an Aadhaar, after the masked prefix', async () => {
    mockGateway([reply(loadNomineeDetailsProfileCall, { body: blankNominee })]);
    const { props } = stepProps({ screenNo: 'S3' });
    const { user } = renderStep(<PersonStep {...props} config={nomineeConfig} />);
    await user.selectOptions(await screen.findByLabelText('Identity Proof Type'), '5');

    const field = screen.getByLabelText('Aadhaar (last 4 digits)') as HTMLInputElement;
    expect(field.maxLength).toBe(4);
    expect(screen.getByText('xxxx xxxx')).toBeInTheDocument();
  });

  it('saves the normalised details and tells the flow the new total', async () => {
    const calls = mockGateway([
      reply(loadNomineeDetailsProfileCall, { body: blankNominee }),
      reply(saveNomineeDetailsProfileCall, {
        body: envelope({
          nomiReqId: '41',
          action: 'CHNG_NOMI',
          screenNo: 'S7',
          nomineeNo: 1,
          totalNomi: 1,
          isNomiMinor: 'N',
        }),
      }),
    ]);
    const { props, send } = stepProps({ screenNo: 'S3' });
    const { user } = renderStep(<PersonStep {...props} config={nomineeConfig} />);
    await fillValidNominee(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ type: 'SAVE', totalNomi: 1, isMinor: false }),
    );
    expect(calls.find((call) => call.to === saveNomineeDetailsProfileCall)?.body).toMatchObject({
      nomiReqId: '41',
      nomineeNo: 1,
      action: 'CHNG_NOMI',
      nomiFName: 'RAVI',
      nomiLName: 'VERMA',
      nomiDob: '14-02-1990',
      nomiIdntNo: 'ABCPV1234K',
      nomiISD: '91',
      isMobile: 'N',
      accessFrom: 'PROFILE_WEB',
    });
  });

  it.each([
    [nomineeErrorCodes.idNoInvalid, ['ID Proof Number', 'Identity Proof Type'], ['First Name']],
    [
      nomineeErrorCodes.nameInvalid,
      ['First Name', 'Last Name', 'Date of Birth'],
      ['Mobile Number'],
    ],
  ])('on %s clears %o and keeps %o', async (errCode, cleared, kept) => {
    mockGateway([
      reply(loadNomineeDetailsProfileCall, { body: blankNominee }),
      reply(saveNomineeDetailsProfileCall, {
        body: envelope(null, false, 'The server refused these details.', errCode),
      }),
    ]);
    const { props, send } = stepProps({ screenNo: 'S3' });
    const { user } = renderStep(<PersonStep {...props} config={nomineeConfig} />);
    await fillValidNominee(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('The server refused these details.')).toBeInTheDocument();
    for (const label of cleared)
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    for (const label of kept)
      expect((screen.getByLabelText(label) as HTMLInputElement).value).not.toBe('');
    expect(send).not.toHaveBeenCalled();
  });

  it('locks names and date of birth in a modification and offers no Remove', async () => {
    mockGateway([reply(loadNomineeDetailsProfileCall, { body: blankNominee })]);
    const { props } = stepProps({ screenNo: 'S3', action: 'MODI_NOMI', nomiNum: 2, totNomiVal: 2 });
    renderStep(<PersonStep {...props} config={nomineeConfig} onRemove={async () => {}} />);

    expect(((await screen.findByLabelText('First Name')) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Date of Birth') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove nominee' })).toBeNull();
  });
});
