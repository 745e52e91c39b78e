import {
  generateNomiReqProfileCall,
  loadNomineeAddressProfileCall,
  loadNomineeDtlProfileCall,
  loadNomineeOptProfileCall,
  modifyNomineeProfileCall,
  nomineeErrorCodes,
  nomineeMessages,
  submitNomiEsignRequestProfileCall,
} from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EsignSign } from '../../src/features/nominee/esign-sign';
import { deskReplies, envelope, mockGateway, seedLoggedIn, reply } from '../gateway-mock';
import { renderApp } from '../render-app';
import { renderStep } from './wizard-fixtures';

const detail = (overrides: object = {}) =>
  envelope({
    nomiReqId: '',
    accType: 'EW',
    screenNo: '',
    nomineeBtnFlg: 'Y',
    nomineePreference: '2',
    nomineeMsg: '',
    nomineeRejectMsg: '',
    nomiRequestedMsg: '',
    action: '',
    allowModifyNominee: 'Y',
    nomiDtl: [
      {
        nomineeNo: 1,
        nomineeName: 'RAHUL VERMA',
        relation: 'Spouse',
        nomineeShare: '100',
        nomiDob: '12-03-1982',
        guardianName: '',
        isMinor: 'N',
      },
    ],
    nomiModificationMsg: '',
    isChangeNomi: 'Y',
    transactAction: ['CHNG_NOMI', 'OPT_OUT'],
    totalNomi: 0,
    nomiNum: 0,
    ...overrides,
  });

const step = (screenNo: string, action = 'CHNG_NOMI') =>
  envelope({ nomiReqId: '41', action, screenNo, nomineeNo: 1, totalNomi: 1 });

describe('/nomineeTransact', () => {
  it('shows the nominees on record and starts a change at the opt preference (DP for EW)', async () => {
    seedLoggedIn();
    const calls = mockGateway([
      ...deskReplies(),
      reply(loadNomineeDtlProfileCall, { body: detail() }),
      reply(generateNomiReqProfileCall, { body: step('S2') }),
      reply(loadNomineeOptProfileCall, {
        body: envelope({ nomiPreference: '', accType: 'EW', holdingLabel: 'DP' }),
      }),
    ]);
    const { user } = await renderApp('/nomineeTransact');

    // The first visit loads the wizard's code.
    expect(await screen.findByText('RAHUL VERMA', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change nominee' }));

    expect(await screen.findByText(/displayed in your DP statement/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(nomineeMessages.optPreference)).toBeInTheDocument();
    expect(calls.find((call) => call.to === generateNomiReqProfileCall)?.body).toEqual({
      action: 'CHNG_NOMI',
      isFromTransact: 'N',
      isMobile: 'N',
      accessFrom: 'PROFILE_WEB',
    });
  });

  it('makes the modify request at once when no preference is on record (S1)', async () => {
    seedLoggedIn();
    const calls = mockGateway([
      ...deskReplies(),
      reply(loadNomineeDtlProfileCall, { body: detail({ nomineePreference: 'NA' }) }),
      reply(modifyNomineeProfileCall, {
        body: envelope({
          nomiReqId: '42',
          action: 'MODI_NOMI',
          screenNo: 'S2',
          nomineeNo: 1,
          totalNomi: 1,
          nomiModificationMsg: '',
        }),
      }),
      reply(loadNomineeOptProfileCall, {
        body: envelope({ nomiPreference: '1', accType: 'EW', holdingLabel: 'DP' }),
      }),
    ]);
    await renderApp('/nomineeTransact');

    expect(
      await screen.findByText(/displayed in your DP statement/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.to === modifyNomineeProfileCall)).toHaveLength(1);
    expect(calls.at(-1)?.body).toMatchObject({ nomiReqId: '42' });
  });
});

describe('/nomineeTransact with a request under way', () => {
  it('continues a request at the nominee its screen was at, past those on record', async () => {
    seedLoggedIn();
    const calls = mockGateway([
      ...deskReplies(),
      reply(loadNomineeDtlProfileCall, {
        body: detail({
          nomiReqId: '43',
          action: 'ADD_NOMI',
          screenNo: 'S7',
          nomiRequestedMsg: 'You have a nominee request in progress.',
          totalNomi: 3,
          nomiNum: 3,
        }),
      }),
      reply(loadNomineeAddressProfileCall, {
        body: envelope({
          nomineeNo: 3,
          totalNomi: 3,
          isNomiMinor: 'N',
          nomineeName: 'MEERA IYER',
          isAddSameAsApp: 'Y',
          add1: '',
          add2: '',
          add3: '',
          countryId: '',
          stateId: '',
          cityId: '',
          pincode: '',
        }),
      }),
    ]);
    const { user } = await renderApp('/nomineeTransact');

    await user.click(
      await screen.findByRole('button', { name: 'Continue your request' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('heading', { name: 'Nominee 3' })).toBeInTheDocument();
    expect(screen.getByText(/MEERA IYER/)).toBeInTheDocument();
    // The third of three: no Add nominee 4.
    expect(screen.queryByRole('button', { name: /^Add nominee/ })).toBeNull();
    expect(calls.find((call) => call.to === loadNomineeAddressProfileCall)?.body).toMatchObject({
      nomiReqId: '43',
      nomineeNo: 3,
    });
  });
});

describe('E- SIGN VERIFICATION', () => {
  const esignDetail = {
    esignDetl: [
      {
        holder: 'F',
        holderName: 'ASHA VERMA',
        esignDocDetl: {
          esignDoc: 'Nominee Modification Form',
          esignDocStatus: 'Pending',
          esignDocSrNo: '7',
          esignDocConsent: [
            { consentId: 'E1', consentLangId: 'EN', consentDesc: 'I consent to e-sign.' },
          ],
        },
      },
    ],
    tncLang: [{ LANG_ID: 'EN', LANGUAGE: 'English' }],
    otpSignOrEsign: 'E' as const,
  };

  it('needs the language and the consent, then leaves for the e-sign service', async () => {
    const calls = mockGateway([
      reply(submitNomiEsignRequestProfileCall, {
        body: envelope({ redirectUrl: '/cdesk/sandbox/esign/abc' }),
      }),
    ]);
    const leave = vi.fn();
    const { user } = renderStep(
      <EsignSign
        nomiReqId="41"
        isFromTransact={false}
        detail={esignDetail}
        onBack={() => {}}
        onStale={() => {}}
        leave={leave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(nomineeMessages.tncLanguage)).toBeInTheDocument();
    expect(screen.getByText(nomineeMessages.checkConsent)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Preferred T & C Language'), 'EN');
    await user.click(screen.getByLabelText('I consent to e-sign.'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/cdesk/sandbox/esign/abc'));
    expect(calls[0]?.body).toMatchObject({ nomiReqId: '41', tncLang: 'EN', esignDocSrNo: '7' });
  });

  it('on PNE-903 shows the message in an OK popup, then reloads the nominee details', async () => {
    mockGateway([
      reply(submitNomiEsignRequestProfileCall, {
        body: envelope(null, false, nomineeMessages.esignStale, nomineeErrorCodes.esignStale),
      }),
    ]);
    const onStale = vi.fn();
    const { user } = renderStep(
      <EsignSign
        nomiReqId="41"
        isFromTransact={false}
        detail={esignDetail}
        onBack={() => {}}
        onStale={onStale}
        leave={() => {}}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Preferred T & C Language'), 'EN');
    await user.click(screen.getByLabelText('I consent to e-sign.'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText(nomineeMessages.esignStale)).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(onStale).toHaveBeenCalled();
  });
});
