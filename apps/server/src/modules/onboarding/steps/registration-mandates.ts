import {
  eMandateTypeLabels,
  type EMandateType,
  formatDate,
  formatPaise,
  fullName,
  mandateMessages,
  mandateProviderDetails,
  type MandateProvider,
  onboardingBankMessages as m,
  paiseToWords,
  parseRegistrationMandateRef,
  registrationArea,
  registrationMandateRef,
  type RegistrationAccountType,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import { businessDate, type Clock } from '../../../lib/clock.js';
import type { EsignProvider, EsignReturn } from '../../../providers/esign/port.js';
import type { PaymentGateway, SignedResult } from '../../../providers/payment-gateway/port.js';
import { maskAccountNo } from './bank-service.js';
import { refuse } from './kyc-holder.js';
import { mandateFormPdf } from '../form/mandate-form-pdf.js';
import type { BankRecord, MandateRecord } from '../form/part-two-records.js';
import { type OnboardingStore, partTwoStepKeys as keys } from '../store.js';

const mandateScreen = '17';
const submitScreen = '51';
const esignScreen = '52';
const completeScreen = '-1';
/** The status an application takes when it goes to the desk's review. */
export const underReview = 'UNDER_REVIEW';

/** What the mandate's e-sign and bank authentication keep: the e-sign transaction, the bank's session. */
interface MandateEsignState {
  esignTxnId: string;
  gatewayRef: string;
}

/** A bank's answer applied to an application's mandate. */
export interface AppliedMandateAnswer {
  refNo: string;
  accountType: RegistrationAccountType;
  mandate: MandateRecord;
}

const outcomeMessage: Record<MandateRecord['status'], string> = {
  CAPTURED: m.submitLater,
  ESIGNED: mandateMessages.pending,
  APPROVED: m.mandateApproved,
  REJECTED: m.mandateRejected,
};

/**
 * MandateService, MandateVerificationService and the mandate's submission (screens 17, 51, 52):
 * the scan mandate form, the Aadhaar e-sign of the mandate, the bank's page where the applicant
 * authenticates it, and the bank's answer, which ends the application's steps.
 */
export class RegistrationMandates {
  constructor(
    private readonly store: OnboardingStore,
    private readonly esign: EsignProvider,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  private async eMandate(refNo: string): Promise<{ mandate: MandateRecord; bank: BankRecord }> {
    const mandate = await this.store.loadStep<MandateRecord>(refNo, 'F', keys.mandate);
    const bank = await this.store.loadStep<BankRecord>(refNo, 'F', keys.bank);
    if (!mandate?.emandate || !bank) throw refuse('NO_MANDATE', m.noMandate);
    return { mandate, bank };
  }

  /** Makes the scan mandate form of the saved mandate and keeps it as the provider's document. */
  async generateScanMandate(refNo: string) {
    await this.store.assertReached(refNo, mandateScreen);
    const { mandate, bank } = await this.eMandate(refNo);
    const provider = mandateProviderDetails[mandate.provider as MandateProvider];
    const holders = await this.store.holders(refNo);
    const signatories = holders
      .filter((h) => h.role !== 'G')
      .map((h) => fullName(h.firstName ?? '', h.middleName ?? '', h.lastName ?? ''))
      .filter(Boolean);
    const limit = BigInt(mandate.upperLimitPaise);
    const bytes = await mandateFormPdf({
      providerLabel: provider.label,
      mandateNo: mandate.mandateNo,
      reference: refNo,
      date: formatDate(businessDate(this.clock)),
      mandateType: eMandateTypeLabels[mandate.mandateType as EMandateType] ?? mandate.mandateType,
      bankName: bank.bankName,
      branch: bank.branch,
      ifsc: bank.ifsc,
      micr: bank.micr,
      accountNo: bank.accountNo,
      accountType: bank.accountType,
      accountHolder: bank.nameAtBank,
      amountFigures: `Rs. ${formatPaise(limit, { symbol: false })}`,
      amountWords: `Rupees ${paiseToWords(limit)}`,
      startDate: formatDate(mandate.startDate),
      endDate: mandate.endDate ? formatDate(mandate.endDate) : 'Until cancelled',
      signatories: signatories.length ? signatories : [bank.nameAtBank],
    });
    const fileName = `${mandate.mandateNo}.pdf`;
    await this.store.putFile({
      refNo,
      role: 'F',
      kind: 'DOCUMENT',
      docType: provider.docType,
      fileName,
      mime: 'application/pdf',
      content: Buffer.from(bytes),
    });
    return {
      mandateNo: mandate.mandateNo,
      docType: provider.docType,
      fileName,
      pages: 1,
      bytes: bytes.length,
    };
  }

  /** Sends the application to the desk's review: its steps are complete. */
  private async complete(refNo: string) {
    await this.store.moveTo(refNo, completeScreen);
    await this.store.updateApplication(refNo, { status: underReview });
    return completeScreen;
  }

  /** Screen 51: Y goes on to the mandate's e-sign; N completes the application, the mandate kept. */
  async submitYesNo(refNo: string, submit: 'Y' | 'N') {
    await this.store.assertReached(refNo, submitScreen);
    await this.eMandate(refNo);
    if (submit === 'Y')
      return { nextScreenId: await this.store.advance(refNo, submitScreen), message: '' };
    return { nextScreenId: await this.complete(refNo), message: m.submitLater };
  }

  private async bankPage(refNo: string, mandate: MandateRecord, bank: BankRecord) {
    let session;
    try {
      session = await this.gateway.startMandate({
        merchantRef: registrationMandateRef(refNo, mandate.mandateNo),
        amountPaise: BigInt(mandate.upperLimitPaise),
        bankCode: bank.ifsc.slice(0, 4),
        mode: mandate.mandateType,
      });
    } catch {
      throw new AppError(417, 'BANK_DOWN', mandateMessages.providerFailed);
    }
    const state = await this.store.loadStep<MandateEsignState>(refNo, 'F', keys.mandateEsign);
    await this.store.saveStep(refNo, 'F', keys.mandateEsign, {
      esignTxnId: state?.esignTxnId ?? '',
      gatewayRef: session.gatewayRef,
    } satisfies MandateEsignState);
    return {
      stage: 'BANK' as const,
      redirectUrl: session.redirectUrl,
      message: mandateMessages.esignDone,
    };
  }

  /**
   * Screen 52: opens the mandate's e-sign; on the e-sign service's return, records the signature
   * and opens the bank's page, where the applicant authenticates the mandate.
   */
  async callMandateAuth(
    refNo: string,
    accountType: RegistrationAccountType,
    esignReturn: EsignReturn | undefined,
  ) {
    await this.store.assertReached(refNo, esignScreen);
    const { mandate, bank } = await this.eMandate(refNo);
    if (mandate.status === 'APPROVED' || mandate.status === 'REJECTED')
      throw refuse('MANDATE_DONE', outcomeMessage[mandate.status]);
    const state = await this.store.loadStep<MandateEsignState>(refNo, 'F', keys.mandateEsign);
    if (!esignReturn) {
      if (mandate.status === 'ESIGNED') return this.bankPage(refNo, mandate, bank);
      let started;
      try {
        const holder = await this.store.holder(refNo, 'F');
        started = await this.esign.start({
          applicant: { refNo, mobile: holder?.mobile ?? '' },
          documentUrl: '',
          signerName: bank.nameAtBank,
          purpose: accountType === 'EMF' ? 'EMF_REG_MANDATE' : 'REG_MANDATE',
        });
      } catch {
        throw new AppError(417, 'ESIGN_DOWN', mandateMessages.providerFailed);
      }
      await this.store.saveStep(refNo, 'F', keys.mandateEsign, {
        esignTxnId: started.txnId,
        gatewayRef: '',
      } satisfies MandateEsignState);
      return { stage: 'ESIGN' as const, redirectUrl: started.redirectUrl, message: '' };
    }
    const { authentic, signed } = this.esign.verifyReturn(esignReturn);
    if (!authentic || !state || state.esignTxnId !== esignReturn.txnId)
      throw refuse('ESIGN_INVALID', mandateMessages.esignInvalid);
    if (!signed) throw refuse('ESIGN_NOT_DONE', m.esignNotCompleted);
    const esigned: MandateRecord = { ...mandate, status: 'ESIGNED' };
    await this.store.saveStep(refNo, 'F', keys.mandate, esigned);
    return this.bankPage(refNo, esigned, bank);
  }

  /**
   * The bank's signed answer about an application's mandate: APPROVED or REJECTED, recorded once,
   * and the application's steps complete. Null when the answer is not genuine or not for a mandate
   * of an application the bank's page was opened for.
   */
  async applySigned(signed: SignedResult): Promise<AppliedMandateAnswer | null> {
    const result = this.gateway.readSigned(signed);
    const target = result ? parseRegistrationMandateRef(result.merchantRef) : null;
    if (!result || !target) return null;
    const { refNo } = target;
    const app = await this.store.application(refNo);
    const mandate = await this.store.loadStep<MandateRecord>(refNo, 'F', keys.mandate);
    const state = await this.store.loadStep<MandateEsignState>(refNo, 'F', keys.mandateEsign);
    if (!app || !mandate?.emandate || mandate.mandateNo !== target.mandateNo) return null;
    if (state?.gatewayRef !== result.gatewayRef) return null;
    const accountType = app.accountType as RegistrationAccountType;
    if (mandate.status !== 'ESIGNED' || result.outcome === 'PENDING')
      return { refNo, accountType, mandate };
    const decided: MandateRecord = {
      ...mandate,
      status: result.outcome === 'SUCCESS' ? 'APPROVED' : 'REJECTED',
    };
    await this.store.saveStep(refNo, 'F', keys.mandate, decided);
    if (app.screenId === esignScreen) await this.complete(refNo);
    return { refNo, accountType, mandate: decided };
  }

  private async outcome(refNo: string, mandate: MandateRecord) {
    const app = await this.store.application(refNo);
    return {
      status: mandate.status,
      mandateNo: mandate.mandateNo,
      message: outcomeMessage[mandate.status],
      nextScreenId: app?.screenId ?? esignScreen,
    };
  }

  /** processMandateAuthResponse: the bank's answer as the applicant's browser carries it. */
  async processAuthResponse(refNo: string, signed: SignedResult) {
    const applied = await this.applySigned(signed);
    if (!applied || applied.refNo !== refNo) throw refuse('MANDATE_ANSWER', m.answerInvalid);
    return this.outcome(refNo, applied.mandate);
  }

  /** mandateVerification: where the mandate stands after the bank's page. */
  async verification(refNo: string) {
    const { mandate, bank } = await this.eMandate(refNo);
    return {
      ...(await this.outcome(refNo, mandate)),
      message:
        mandate.status === 'ESIGNED' ? mandateMessages.pending : outcomeMessage[mandate.status],
      bankName: `${bank.bankName} ${maskAccountNo(bank.accountNo)}`,
      upperLimit: formatPaise(BigInt(mandate.upperLimitPaise)),
    };
  }

  /** The page the bank's browser return lands on, in the application's area. */
  static returnPage(accountType: RegistrationAccountType): string {
    return `/cdesk/${registrationArea(accountType)}/createaccount/processemandateres`;
  }
}
