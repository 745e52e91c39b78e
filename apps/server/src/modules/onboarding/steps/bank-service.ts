import {
  bankAccountTypeCodes,
  bankFormProblem,
  bankNameMatches,
  defaultMandateProvider,
  eMandateTypeLabels,
  eMandateTypes,
  formatDate,
  formatPaise,
  fullName,
  isIfscFormat,
  mandateLowerLimitPaise,
  mandateMaxLimitPaise,
  mandateFormProblem,
  mandateProviderDetails,
  mandateProviders,
  onboardingBankMessages as m,
  type MandateProvider,
  type TBankForm,
  type TMandateForm,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import { businessDate, type Clock } from '../../../lib/clock.js';
import type { PennyDrop } from '../../../providers/penny-drop/port.js';
import { mandateNumber } from '../../mandates/index.js';
import { bankOfIfsc, type BankOfIfsc } from './ifsc-directory.js';
import { refuse } from './kyc-holder.js';
import type { BankRecord, MandateRecord } from '../form/part-two-records.js';
import { type OnboardingStore, partTwoStepKeys as keys } from '../store.js';

const bankScreen = '16';
const mandateScreen = '17';
/** What the penny drop answered for the account last verified, until the bank step is saved. */
const verificationKey = 'bankverification';

interface SavedVerification {
  ifsc: string;
  accountNo: string;
  verified: boolean;
  nameAtBank: string;
}

/** An account number shown with all but its last four digits hidden. */
export const maskAccountNo = (accountNo: string) =>
  accountNo.length <= 4 ? accountNo : `${'X'.repeat(accountNo.length - 4)}${accountNo.slice(-4)}`;

const isoToDisplay = (iso: string) => (iso ? formatDate(iso) : '');
const paiseToRupees = (paise: string) => {
  const value = BigInt(paise || '0');
  const rupees = value / 100n;
  const rest = value % 100n;
  return rest === 0n ? rupees.toString() : `${rupees}.${rest.toString().padStart(2, '0')}`;
};

/** The bank of a typed IFSC, or the 400 that says what is wrong with it. */
export function bankOrRefuse(ifsc: string): BankOfIfsc {
  if (!isIfscFormat(ifsc)) throw refuse('IFSC', m.ifscInvalid);
  const bank = bankOfIfsc(ifsc);
  if (!bank) throw refuse('IFSC', m.ifscUnknown);
  return bank;
}

/** The first holder's name as the application has it. */
export async function firstHolderName(store: OnboardingStore, refNo: string): Promise<string> {
  const holder = await store.holder(refNo, 'F');
  return fullName(holder?.firstName ?? '', holder?.middleName ?? '', holder?.lastName ?? '');
}

/** BankDetailService (screens 16 and 17): the bank account, its verification, and the mandate. */
export class BankDetailService {
  constructor(
    private readonly store: OnboardingStore,
    private readonly pennyDrop: PennyDrop,
    private readonly clock: Clock,
  ) {}

  private bankView(bank: BankOfIfsc) {
    return { ...bank, message: bank.mandateFacility ? '' : m.noMandateFacility };
  }

  private verificationView(saved: SavedVerification, holderName: string) {
    const nameMatches = saved.verified && bankNameMatches(holderName, saved.nameAtBank);
    return {
      verified: saved.verified,
      nameAtBank: saved.nameAtBank,
      nameMatches,
      message: !saved.verified
        ? m.verifyFailed
        : nameMatches
          ? m.nameMatches
          : m.nameDiffers(saved.nameAtBank),
    };
  }

  async load(refNo: string) {
    const saved = await this.store.loadStep<BankRecord>(refNo, 'F', keys.bank);
    const verification = await this.store.loadStep<SavedVerification>(refNo, 'F', verificationKey);
    const holderName = await firstHolderName(this.store, refNo);
    const form: TBankForm = saved
      ? {
          ifsc: saved.ifsc,
          micr: saved.micr,
          branch: saved.branch,
          accountNo: saved.accountNo,
          accountNoAgain: saved.accountNo,
          accountType: saved.accountType,
        }
      : {
          ifsc: '',
          micr: '',
          branch: '',
          accountNo: '',
          accountNoAgain: '',
          // Most individuals' accounts are savings accounts: the one sensible default.
          accountType: 'Saving',
        };
    const bank = form.ifsc ? bankOfIfsc(form.ifsc) : null;
    const current =
      verification && verification.ifsc === form.ifsc && verification.accountNo === form.accountNo
        ? verification
        : null;
    return {
      form,
      bank: bank ? this.bankView(bank) : null,
      verification: current ? this.verificationView(current, holderName) : null,
      accountTypes: bankAccountTypeCodes.map(({ label }) => ({ code: label, label })),
      holderName,
      prompt: m.verifyBankPrompt,
    };
  }

  fetchBank(ifsc: string) {
    return this.bankView(bankOrRefuse(ifsc));
  }

  private checked(form: TBankForm): BankOfIfsc {
    const bank = bankOrRefuse(form.ifsc);
    const problem = bankFormProblem(form);
    if (problem) throw refuse('BANK', problem);
    return bank;
  }

  async verify(refNo: string, form: TBankForm) {
    await this.store.assertReached(refNo, bankScreen);
    const bank = this.checked(form);
    const holderName = await firstHolderName(this.store, refNo);
    let answer;
    try {
      answer = await this.pennyDrop.verify({
        ifsc: bank.ifsc,
        accountNo: form.accountNo,
        expectedName: holderName,
      });
    } catch {
      throw new AppError(417, 'PENNY_DROP_DOWN', m.verifyUnavailable);
    }
    const saved: SavedVerification = {
      ifsc: bank.ifsc,
      accountNo: form.accountNo,
      verified: answer.verified,
      nameAtBank: answer.verified ? answer.nameAtBank : '',
    };
    await this.store.saveStep(refNo, 'F', verificationKey, saved);
    return this.verificationView(saved, holderName);
  }

  async save(refNo: string, form: TBankForm) {
    await this.store.assertReached(refNo, bankScreen);
    const bank = this.checked(form);
    const verification = await this.store.loadStep<SavedVerification>(refNo, 'F', verificationKey);
    if (
      !verification?.verified ||
      verification.ifsc !== bank.ifsc ||
      verification.accountNo !== form.accountNo
    )
      throw refuse('BANK_NOT_VERIFIED', m.verifyFirst);
    const record: BankRecord = {
      ifsc: bank.ifsc,
      micr: form.micr.trim() || bank.micr,
      bankName: bank.bankName,
      branch: form.branch,
      accountNo: form.accountNo,
      accountType: form.accountType,
      verified: true,
      nameAtBank: verification.nameAtBank,
      mandateFacility: bank.mandateFacility,
    };
    await this.store.saveStep(refNo, 'F', keys.bank, record);
    // A mandate chosen on another bank no longer applies to one that takes none.
    const mandate = await this.store.loadStep<MandateRecord>(refNo, 'F', keys.mandate);
    if (mandate?.emandate && !bank.mandateFacility)
      await this.store.saveStep(refNo, 'F', keys.mandate, noMandate());
    return { nextScreenId: await this.store.advance(refNo, bankScreen) };
  }

  private async bankRecord(refNo: string): Promise<BankRecord> {
    const bank = await this.store.loadStep<BankRecord>(refNo, 'F', keys.bank);
    if (!bank) throw refuse('BANK_FIRST', m.bankFirst);
    return bank;
  }

  async loadMandate(refNo: string) {
    const bank = await this.bankRecord(refNo);
    const saved = await this.store.loadStep<MandateRecord>(refNo, 'F', keys.mandate);
    const form: TMandateForm =
      saved && (saved.emandate || !bank.mandateFacility)
        ? {
            emandate: saved.emandate ? 'Y' : 'N',
            mandateType: saved.mandateType,
            provider: saved.provider,
            upperLimit: saved.emandate ? paiseToRupees(saved.upperLimitPaise) : '',
            startDate: isoToDisplay(saved.startDate),
            endDate: isoToDisplay(saved.endDate),
          }
        : {
            emandate: bank.mandateFacility ? (saved ? 'N' : 'Y') : 'N',
            mandateType: '',
            provider: defaultMandateProvider,
            upperLimit: '',
            startDate: formatDate(businessDate(this.clock)),
            endDate: '',
          };
    return {
      bank: {
        bankName: bank.bankName,
        branch: bank.branch,
        accountNoMasked: maskAccountNo(bank.accountNo),
        accountType: bank.accountType,
        nameAtBank: bank.nameAtBank,
      },
      mandateFacility: bank.mandateFacility,
      message: bank.mandateFacility ? '' : m.noMandateFacility,
      form,
      mandateNo: saved?.emandate ? saved.mandateNo : '',
      mandateTypes: eMandateTypes.map((code) => ({ code, label: eMandateTypeLabels[code] })),
      providers: mandateProviders.map((code) => ({
        code,
        label: mandateProviderDetails[code].label,
      })),
      lowerLimit: formatPaise(mandateLowerLimitPaise),
      maxLimit: formatPaise(mandateMaxLimitPaise),
      today: businessDate(this.clock),
    };
  }

  async saveMandate(refNo: string, form: TMandateForm) {
    await this.store.assertReached(refNo, mandateScreen);
    const bank = await this.bankRecord(refNo);
    if (form.emandate === 'N') {
      await this.store.saveStep(refNo, 'F', keys.mandate, noMandate());
      return { nextScreenId: await this.store.advance(refNo, mandateScreen), mandateNo: '' };
    }
    if (!bank.mandateFacility) throw refuse('NO_MANDATE_FACILITY', m.noMandateBank);
    if (!(eMandateTypes as readonly string[]).includes(form.mandateType))
      throw refuse('MANDATE_TYPE', m.mandateTypeEmpty);
    if (!(mandateProviders as readonly string[]).includes(form.provider))
      throw refuse('MANDATE_PROVIDER', m.mandateProviderEmpty);
    const checked = mandateFormProblem(form, businessDate(this.clock));
    if (checked.problem !== null) throw refuse('MANDATE_LIMIT', checked.problem);
    const provider = form.provider as MandateProvider;
    const prefix = mandateProviderDetails[provider].numberPrefix;
    const saved = await this.store.loadStep<MandateRecord>(refNo, 'F', keys.mandate);
    const record: MandateRecord = {
      emandate: true,
      mandateType: form.mandateType,
      provider,
      upperLimitPaise: checked.upperLimitPaise.toString(),
      startDate: checked.startDate,
      endDate: checked.endDate,
      mandateNo: saved?.mandateNo.startsWith(prefix) ? saved.mandateNo : mandateNumber(prefix),
      status: 'CAPTURED',
    };
    await this.store.saveStep(refNo, 'F', keys.mandate, record);
    return {
      nextScreenId: await this.store.advance(refNo, mandateScreen),
      mandateNo: record.mandateNo,
    };
  }
}

/** The mandate record of an applicant who goes on without one. */
export function noMandate(): MandateRecord {
  return {
    emandate: false,
    mandateType: '',
    provider: '',
    upperLimitPaise: '0',
    startDate: '',
    endDate: '',
    mandateNo: '',
    status: 'CAPTURED',
  };
}
