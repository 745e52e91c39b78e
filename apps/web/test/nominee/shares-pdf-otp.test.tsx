import {
  gatewayPrefixUrl,
  generateNomiOtpCall,
  generateNomiPdfProfileCall,
  loadNomineePercShareProfileCall,
  nomineeErrorCodes,
  nomineeMessages,
  nomineePdfResource,
  saveNomineePercShareProfileCall,
  saveSubmitFinalNomineeProfileCall,
  verifyNomiOtpCall,
} from '@cdesk/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpSign } from '../../src/features/nominee/otp-sign';
import { PdfStep } from '../../src/features/nominee/pdf-step';
import { ShareStep } from '../../src/features/nominee/share-step';
import { envelope, mockGateway, reply } from '../gateway-mock';
import { renderStep, stepProps } from './wizard-fixtures';

// pdf.js needs a canvas and a worker; the stand-in says when the reader reached the end.
vi.mock('../../src/features/nominee/pdf-viewer', () => ({
  default: ({ onReadToEnd }: { onReadToEnd: () => void }) => (
    <button type="button" onClick={onReadToEnd}>
      Scroll to the last page
    </button>
  ),
}));

const shares = envelope({
  nomiPercShareDtl: [
    { nomineeName: 'RAVI VERMA', nomineeRel: 'Spouse', nomineeShare: '0' },
    { nomineeName: 'ANU VERMA', nomineeRel: 'Daughter', nomineeShare: '0' },
  ],
  resiSecFlag: '',
  showResiSecFlag: 'N',
  resiSecFlagList: [],
  totalNomi: 2,
});

describe('S4 shares', () => {
  it('keeps the total in view, resets a row, and insists on 100 before saving', async () => {
    const calls = mockGateway([
      reply(loadNomineePercShareProfileCall, { body: shares }),
      reply(saveNomineePercShareProfileCall, {
        body: envelope({
          nomiReqId: '41',
          action: 'CHNG_NOMI',
          screenNo: 'PDF',
          nomineeNo: 2,
          totalNomi: 2,
        }),
      }),
    ]);
    const { props, send } = stepProps({ screenNo: 'S4', totNomiVal: 2, nomiNum: 2 });
    const { user } = renderStep(<ShareStep {...props} />);
    const first = await screen.findByLabelText('Share of RAVI VERMA (%)');
    const second = screen.getByLabelText('Share of ANU VERMA (%)');

    await user.type(first, '60');
    await user.type(second, '30');
    expect(screen.getByText('90 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(nomineeMessages.shareTotal)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset share of ANU VERMA' }));
    expect(screen.getByText('60 %')).toBeInTheDocument();
    await user.clear(second);
    await user.type(second, '40');
    expect(screen.getByText('100 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'SHARES_SAVED' }));
    expect(calls.at(-1)?.body).toMatchObject({
      nomiReqId: '41',
      totalNomi: 2,
      nomiPercShares: [60, 40],
    });
  });
});

const pdf = (pages: string) =>
  envelope({
    consentList: [
      { consentId: 'C1', consentDesc: 'I have read the form.' },
      { consentId: 'C2', consentDesc: 'I want to sign it.' },
    ],
    otpSignOrEsign: 'O',
    nomiPdf: gatewayPrefixUrl(nomineePdfResource, '41?download=1'),
    nomiViewPdf: gatewayPrefixUrl(nomineePdfResource, `41?${pages}`),
    title: 'Nominee Modification Form',
  });

describe('PDF screen', () => {
  it('opens the consents once the form is read, and signing once every one is ticked', async () => {
    const calls = mockGateway([
      reply(generateNomiPdfProfileCall, { body: pdf('view') }),
      reply(saveSubmitFinalNomineeProfileCall, {
        body: envelope({
          nomiReqId: '41',
          action: 'CHNG_NOMI',
          screenNo: 'S5',
          nomineeNo: 1,
          totalNomi: 1,
          otpSignOrEsign: 'O',
        }),
      }),
    ]);
    const { props, send } = stepProps({ screenNo: 'PDF' });
    const { user } = renderStep(<PdfStep {...props} />);

    // The heading shows while the form loads and stays above it; the consents come with the form.
    await screen.findByRole('heading', { name: 'Nominee Modification Form' });
    const read = (await screen.findByLabelText('I have read the form.')) as HTMLInputElement;
    expect(screen.getByRole('heading', { name: 'Nominee Modification Form' })).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: 'Authorize by OTP' }) as HTMLButtonElement;
    expect(read.disabled).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Scroll to the last page' }));
    expect(read.disabled).toBe(false);
    await user.click(read);
    expect(sign.disabled).toBe(true);
    await user.click(screen.getByLabelText('I want to sign it.'));
    expect(sign.disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      gatewayPrefixUrl(nomineePdfResource, '41?download=1'),
    );

    await user.click(sign);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'PDF_SUBMITTED' }));
    expect(calls.at(-1)?.body).toMatchObject({
      otpSignOrEsign: 'O',
      consentList: [
        { consentId: 'C1', consentDesc: 'I have read the form.' },
        { consentId: 'C2', consentDesc: 'I want to sign it.' },
      ],
    });
  });
});

describe('OTP - AUTHORIZATION', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const generated = envelope({
    otpGenRefId: 'G1',
    status: 'REGENERATED',
    resendAfterSeconds: 30,
    message: 'OTP has been sent to your registered mobile number and e-mail.',
  });

  it('lets the OTP be sent again only after 30 seconds', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: false,
      toFake: ['setInterval', 'clearInterval', 'Date'],
    });
    const calls = mockGateway([reply(generateNomiOtpCall, { body: generated })]);
    const { user } = renderStep(
      <OtpSign
        nomiReqId="41"
        isFromTransact={false}
        consentId="C1"
        onBack={() => {}}
        onSigned={() => {}}
      />,
      { fakeTimers: true },
    );
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    const resend = await screen.findByRole('button', { name: /Resend OTP in 00:30/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: /Resend OTP in 00:01/ })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1_000));
    const ready = screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement;
    expect(ready.disabled).toBe(false);

    await user.click(ready);
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ btnSendResend: 'R' }));
  });

  it('asks for the consent, and on a wrong OTP clears it and says why in place', async () => {
    mockGateway([
      reply(generateNomiOtpCall, { body: generated }),
      reply(verifyNomiOtpCall, {
        body: envelope(null, false, nomineeMessages.otpWrong, nomineeErrorCodes.otpWrong),
      }),
    ]);
    const onSigned = vi.fn();
    const { user } = renderStep(
      <OtpSign
        nomiReqId="41"
        isFromTransact={false}
        consentId="C1"
        onBack={() => {}}
        onSigned={onSigned}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.queryByRole('button', { name: 'Authorize' })).toBeNull();
    await user.type(await screen.findByLabelText('OTP'), '1234');
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByText(nomineeMessages.otpConsent)).toBeInTheDocument();

    await user.click(screen.getByLabelText(nomineeMessages.otpConsentLabel));
    await user.click(screen.getByRole('button', { name: 'Authorize' }));

    expect(await screen.findByText(nomineeMessages.otpWrong)).toBeInTheDocument();
    expect((screen.getByLabelText('OTP') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSigned).not.toHaveBeenCalled();
  });
});
