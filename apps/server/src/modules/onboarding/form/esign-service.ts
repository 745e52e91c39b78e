import {
  applicationStatuses,
  esignStatuses,
  type EsignStatus,
  formFileTypes,
  formSubmitConsent,
  formTypes,
  formPdfResource,
  onboardingFormMessages as m,
  type TReviewDecision,
  reviewStepKey,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { AuditContext, AuditService } from '../../audit/index.js';
import type { EsignProvider, EsignReturn } from '../../../providers/esign/port.js';
import { type Signing, signing } from '../../signing/index.js';
import { buildApplicationForm, type BuiltForm, stampSignedForm } from './form-pdf.js';
import { fullNameOf } from '../steps/kyc-holder.js';
import type { FormSectionSource, MandateRecord } from './part-two-records.js';
import { applicationDigest } from './signed-digest.js';
import { partTwoStepKeys as keys, type OnboardingStore } from '../store.js';

const formScreen = '49';
const esignScreen = '50';

/** What screen 49 keeps about the form it made and the applicant's confirmation of it. */
interface FormRecord {
  fileName: string;
  pages: number;
  size: number;
  generatedAt: string;
  submitted: boolean;
  consent: { consentId: string; consentDesc: string } | null;
  submittedAt: string | null;
  /** The application's digest when the form was made from it (see signed-digest.ts). */
  digest?: string;
}

/** What screen 50 keeps about the e-sign of the form. */
export interface EsignRecord {
  status: EsignStatus;
  txnId: string;
  startedAt: string;
  signedAt: string | null;
  signerName: string;
  /** Once signed: the digest of the application as signed, which approval checks. */
  digest?: string;
}

const ist = (instant: Date, seconds = false) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const time = `${parts.hour}:${parts.minute}${seconds ? `:${parts.second}` : ''}`;
  return `${parts.day}-${parts.month}-${parts.year} ${time}`;
};

export const formFileName = (refNo: string) => `ewealth-form-${refNo}.pdf`;
const fileNamePattern = /^ewealth-form-([A-Z0-9-]{4,24})\.pdf$/;

const refuse = (code: string, message: string) => new AppError(400, code, message);

/**
 * Screens 49 and 50 (EsignService): the account-opening form made from everything the application
 * saved, the applicant's confirmation, the Aadhaar e-sign of the form, and the application sent
 * for review once it is signed.
 */
export class EsignService {
  private readonly signing: Signing<string>;

  constructor(
    private readonly store: OnboardingStore,
    private readonly clock: Clock,
    esign: EsignProvider,
    private readonly audit: AuditService,
    /** The form's sections in order: part 1's, then those the later steps contribute. */
    private readonly sources: FormSectionSource[],
    secretKey: string,
  ) {
    this.signing = signing(
      {
        document: {
          resource: formPdfResource,
          linkPurpose: 'registration-form-url',
          notFound: m.formNotGenerated,
          fileName: formFileName,
          pattern: fileNamePattern,
          read: (match) => this.unsignedForm(match[1]!),
        },
        esign: { startFailed: () => new AppError(502, 'ESIGN_START', m.esignStartFailed) },
      },
      { clock, esign, secretKey },
    );
  }

  /** The form's signing: its link, what the e-sign service shows the signer, and its return. */
  get formSigning(): Signing<string> {
    return this.signing;
  }

  /** Makes the form from the application as it is now; nothing is kept. */
  async buildForm(refNo: string): Promise<BuiltForm> {
    const app = await this.store.application(refNo);
    if (!app) throw refuse('APPLICATION', m.formNotGenerated);
    const sections = (
      await Promise.all(this.sources.map((source) => source(this.store, refNo)))
    ).flat();
    const holders = await this.store.holders(refNo);
    const form = formTypes.find(
      (f) => f.accountType === app.accountType && f.formType === app.formType,
    );
    return buildApplicationForm(
      {
        refNo,
        title: `${app.accountType === 'EMF' ? 'E-Wealth MF' : 'E-Wealth'} Account Opening Form`,
        accountType: `${app.accountType}${form ? ` (${form.label})` : ''}`,
        generatedOn: ist(this.clock.businessNow()),
        holderNames: holders
          .map((h) => [h.firstName, h.middleName, h.lastName].filter(Boolean).join(' '))
          .filter(Boolean)
          .map((n) => n.toUpperCase()),
        sections,
        declaration: [
          'I/We declare that the details given in this form are true, correct and complete, and that I/we will inform the distributor of any change in them.',
          'I/We have read and agree to the terms of the e-Wealth account and consent to sign this form by Aadhaar e-sign.',
        ],
      },
      async (key) => (await this.store.file(key))?.content ?? null,
    );
  }

  /** Screen 49: makes the form and keeps it (kind FORM, EWEALTH_FORM) for review and signing. */
  async generatePdf(refNo: string) {
    await this.store.assertReached(refNo, formScreen);
    const signed = await this.esignRecord(refNo);
    const kept = await this.store.loadStep<FormRecord>(refNo, 'F', keys.form);
    // A signed form stays as it was signed.
    if (signed?.status === esignStatuses.done && kept) return this.formReply(refNo, kept);
    const digest = await applicationDigest(this.store, refNo);
    const built = await this.buildForm(refNo);
    const record: FormRecord = {
      fileName: formFileName(refNo),
      pages: built.pages.length,
      size: built.bytes.length,
      generatedAt: this.clock.businessNow().toISOString(),
      submitted: false,
      consent: null,
      submittedAt: null,
      digest,
    };
    await this.store.putFile({
      refNo,
      role: 'F',
      kind: formFileTypes.kind,
      docType: formFileTypes.unsigned,
      fileName: record.fileName,
      mime: 'application/pdf',
      content: Buffer.from(built.bytes),
    });
    await this.store.saveStep(refNo, 'F', keys.form, record);
    return this.formReply(refNo, record);
  }

  private formReply(refNo: string, record: FormRecord) {
    return {
      refNo,
      fileName: record.fileName,
      pages: record.pages,
      size: record.size,
      generatedOn: ist(new Date(record.generatedAt)),
      consent: { ...formSubmitConsent },
    };
  }

  /** The kept form, unsigned or e-signed, for the applicant's own tokens. */
  async formFile(refNo: string, docType: string) {
    await this.store.assertReached(refNo, formScreen);
    const file = await this.store.file({ refNo, role: 'F', kind: formFileTypes.kind, docType });
    if (!file) throw refuse('FORM_MISSING', m.formNotGenerated);
    return file;
  }

  /** The kept unsigned form (what the e-sign service shows); null when there is none. */
  private async unsignedForm(refNo: string) {
    const file = await this.store.file({
      refNo,
      role: 'F',
      kind: formFileTypes.kind,
      docType: formFileTypes.unsigned,
    });
    return file?.content ?? null;
  }

  /** Screen 49: the applicant confirms the form with the e-Wealth and e-sign consent. */
  async saveDataSubmitFinal(refNo: string, consent: 'Y' | 'N', context: AuditContext) {
    await this.store.assertReached(refNo, formScreen);
    if (consent !== 'Y') throw refuse('CONSENT', m.consentRequired);
    const kept = await this.store.loadStep<FormRecord>(refNo, 'F', keys.form);
    if (!kept) throw refuse('FORM_MISSING', m.formNotGenerated);
    await this.assertFormCurrent(refNo, kept);
    await this.store.saveStep(refNo, 'F', keys.form, {
      ...kept,
      submitted: true,
      consent: { ...formSubmitConsent },
      submittedAt: this.clock.businessNow().toISOString(),
    } satisfies FormRecord);
    await this.audit.record('REGISTRATION_FORM_SUBMITTED', null, context, {
      refNo,
      consent: formSubmitConsent.consentId,
    });
    return { nextScreenId: await this.store.advance(refNo, formScreen) };
  }

  /** Screen 50 and the process-complete page: the e-sign and where the application stands. */
  async loadEsignDetail(refNo: string) {
    await this.store.assertReached(refNo, esignScreen);
    const app = await this.store.application(refNo);
    const record = await this.esignRecord(refNo);
    const review = await this.store.loadStep<TReviewDecision>(refNo, 'F', reviewStepKey);
    const status = Object.values(applicationStatuses).find((s) => s === app?.status);
    return {
      refNo,
      signerName: record?.signerName ?? (await this.signerName(refNo)),
      esignStatus: record?.status ?? esignStatuses.pending,
      txnId: record?.txnId ?? '',
      signedOn: record?.signedAt ? ist(new Date(record.signedAt)) : '',
      screenId: app?.screenId ?? esignScreen,
      applicationStatus: status ?? applicationStatuses.inProcess,
      review: review
        ? {
            status: review.status,
            reasonCode: review.reasonCode,
            reason: review.reason,
            ...(review.accountNo ? { accountNo: review.accountNo } : {}),
            decidedAt: review.decidedAt,
          }
        : null,
    };
  }

  /** Screen 50: opens an Aadhaar e-sign of the submitted form at the e-sign service. */
  async processEsignRequest(refNo: string) {
    await this.store.assertReached(refNo, esignScreen);
    const form = await this.store.loadStep<FormRecord>(refNo, 'F', keys.form);
    if (!form?.submitted) throw refuse('NOT_SUBMITTED', m.notSubmitted);
    const current = await this.esignRecord(refNo);
    if (current?.status === esignStatuses.done) throw refuse('ESIGNED', m.esignDone);
    await this.assertFormCurrent(refNo, form);
    const app = await this.store.application(refNo);
    const signer = await this.store.holder(refNo, app?.minor ? 'G' : 'F');
    const signerName = await this.signerName(refNo);
    const started = await this.signing.esign.start(
      {
        purpose: app?.accountType === 'EMF' ? 'REGISTRATION_EMF' : 'REGISTRATION',
        applicant: { refNo, mobile: signer?.mobile ?? '' },
        signerName,
      },
      this.signing.documents.url(refNo),
    );
    await this.store.saveStep(refNo, 'F', keys.esign, {
      status: esignStatuses.pending,
      txnId: started.txnId,
      startedAt: this.clock.businessNow().toISOString(),
      signedAt: null,
      signerName,
    } satisfies EsignRecord);
    return { txnId: started.txnId, redirectUrl: started.redirectUrl };
  }

  /**
   * The e-sign service's return: refused unless it is authentic, of this application's signing,
   * and says signed. Then the signed form is kept and the application moves on (to the e-mandate,
   * or to review).
   */
  async processEsignResponse(refNo: string, response: EsignReturn, context: AuditContext) {
    await this.store.assertReached(refNo, esignScreen);
    const refused = async (code: string, message: string) => {
      await this.audit.record('REGISTRATION_ESIGN_REFUSED', null, context, {
        refNo,
        txnId: response.txnId,
        reason: code,
      });
      return refuse(code, message);
    };
    return this.signing.esign.accept(response, {
      forged: () => refused('ESIGN_FORGED', m.esignNotAuthentic),
      find: async (txnId) => {
        const record = await this.esignRecord(refNo);
        return record?.txnId === txnId ? record : undefined;
      },
      unknown: () => refuse('ESIGN_UNKNOWN', m.esignNotStarted),
      isSigned: (record) => record.status === esignStatuses.done,
      signedReply: async () => {
        const app = await this.store.application(refNo);
        return {
          nextScreenId: app?.screenId ?? esignScreen,
          esignStatus: esignStatuses.done,
          message: m.esignDone,
        };
      },
      notSigned: () => refused('ESIGN_FAILED', m.esignFailed),
      complete: (record) => this.completeSigning(refNo, record, response.txnId, context),
    });
  }

  /** Signed: the signed form is kept and the application moves on. */
  private async completeSigning(
    refNo: string,
    record: EsignRecord,
    txnId: string,
    context: AuditContext,
  ) {
    // The signature is over the form; the form must still be what the application says.
    const form = await this.store.loadStep<FormRecord>(refNo, 'F', keys.form);
    if (!form) throw refuse('FORM_MISSING', m.formNotGenerated);
    const digest = await this.assertFormCurrent(refNo, form);
    const signedAt = this.clock.businessNow();
    await this.keepSignedForm(refNo, record, txnId, signedAt);
    await this.store.saveStep(refNo, 'F', keys.esign, {
      ...record,
      status: esignStatuses.done,
      signedAt: signedAt.toISOString(),
      digest,
    } satisfies EsignRecord);
    await this.audit.record('REGISTRATION_ESIGNED', null, context, {
      refNo,
      txnId,
      signer: record.signerName,
    });
    const nextScreenId = await this.nextAfterSigning(refNo);
    if (nextScreenId === '-1')
      await this.store.updateApplication(refNo, { status: applicationStatuses.underReview });
    return { nextScreenId, esignStatus: esignStatuses.done, message: m.esignDone };
  }

  /** The form stamped with its e-signature, kept beside the unsigned one. */
  private async keepSignedForm(refNo: string, record: EsignRecord, txnId: string, signedAt: Date) {
    const unsigned = await this.formFile(refNo, formFileTypes.unsigned);
    const app = await this.store.application(refNo);
    const stamped = await stampSignedForm(unsigned.content, {
      title: `${app?.accountType === 'EMF' ? 'E-Wealth MF' : 'E-Wealth'} Account Opening Form`,
      refNo,
      signerName: record.signerName,
      signedOn: ist(signedAt, true),
      txnId,
    });
    await this.store.putFile({
      refNo,
      role: 'F',
      kind: formFileTypes.kind,
      docType: formFileTypes.signed,
      fileName: `ewealth-form-${refNo}-esigned.pdf`,
      mime: 'application/pdf',
      content: Buffer.from(stamped.bytes),
    });
  }

  /** Where the application goes once signed: the e-mandate, or review. */
  private async nextAfterSigning(refNo: string): Promise<string> {
    const nextScreenId = await this.store.advance(refNo, esignScreen);
    // Signed again after a change: a mandate the bank has already answered is not asked again.
    const mandate = await this.store.loadStep<MandateRecord>(refNo, 'F', keys.mandate);
    if (
      nextScreenId !== '-1' &&
      (mandate?.status === 'APPROVED' || mandate?.status === 'REJECTED')
    ) {
      await this.store.moveTo(refNo, '-1');
      return '-1';
    }
    return nextScreenId;
  }

  /**
   * Change my application: the e-signature, the form and its confirmation are withdrawn, and the
   * application, out of review, resumes at the form screen, from which every earlier step opens
   * again with Back. Refused for an application not signed, or decided by staff.
   */
  async changeApplication(refNo: string, context: AuditContext) {
    const app = await this.store.application(refNo);
    if (
      app?.status === applicationStatuses.approved ||
      app?.status === applicationStatuses.rejected
    )
      throw refuse('APPLICATION_DECIDED', m.changeDecided);
    if (!(await this.store.signed(refNo))) throw refuse('NOT_SIGNED', m.changeNotSigned);
    await this.store.transaction(async (tx) => {
      if (!(await this.store.reopen(refNo, formScreen, tx)))
        throw refuse('APPLICATION_DECIDED', m.changeDecided);
      await this.store.removeStep(refNo, 'F', keys.esign, tx);
      await this.store.removeStep(refNo, 'F', keys.form, tx);
      for (const docType of [formFileTypes.unsigned, formFileTypes.signed])
        await this.store.removeFile({ refNo, role: 'F', kind: formFileTypes.kind, docType }, tx);
      await this.audit.record('REGISTRATION_CHANGE_OPENED', null, context, { refNo }, tx);
    });
    return { nextScreenId: formScreen, message: m.changeOpened };
  }

  /** The application's digest now, refused when it is not the one the form was made from. */
  private async assertFormCurrent(refNo: string, form: FormRecord): Promise<string> {
    const digest = await applicationDigest(this.store, refNo);
    if (form.digest !== digest) throw refuse('FORM_CHANGED', m.formChanged);
    return digest;
  }

  private esignRecord(refNo: string) {
    return this.store.loadStep<EsignRecord>(refNo, 'F', keys.esign);
  }

  /** Who signs the form: the first holder, or the guardian of a minor. */
  private async signerName(refNo: string) {
    const app = await this.store.application(refNo);
    const signer = await this.store.holder(refNo, app?.minor ? 'G' : 'F');
    return fullNameOf({
      fname: signer?.firstName ?? '',
      mname: signer?.middleName ?? '',
      lname: signer?.lastName ?? '',
    }).toUpperCase();
  }
}
