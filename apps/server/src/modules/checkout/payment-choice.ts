import { randomBytes } from 'node:crypto';
import {
  isValidUtr,
  isValidVpa,
  normaliseUtr,
  orderMessages,
  paiseToRupeeText,
  payModeLabels,
  purchasePayModes,
  type Paise,
  type PayMode,
  type TCheckPayRefNoResponse,
  type TGetPaymentModeWiseBankForUccResponse,
  type TRegisteredBank,
  type TValidateSelectedBankResponse,
  type TValidateVpaResponse,
} from '@cdesk/domain';
import type { Db, Executor, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { PaymentGateway } from '../../providers/payment-gateway/port.js';
import { collectionAccount } from './collection-account.js';
import * as repo from './payment-repository.js';

const maskAccount = (accNo: string) =>
  `${'X'.repeat(Math.max(0, accNo.length - 4))}${accNo.slice(-4)}`;

function bankView(bank: repo.RegisteredBank): TRegisteredBank {
  return {
    bankCode: bank.bankCode,
    bankName: bank.bankName,
    bankAccNo: bank.bankAccNo,
    bankAccMak: maskAccount(bank.bankAccNo),
    bankIfscCode: bank.ifsc,
    bankType: bank.bankType,
    isDefault: bank.isDefault ? 'Y' : 'N',
    mandateList: bank.mandateNo
      ? [{ mandateNo: bank.mandateNo, maxAmount: paiseToRupeeText(bank.mandateMaxPaise) }]
      : [],
  };
}

/** How an investor may pay: pay modes and registered banks, VPA checks and NEFT/RTGS references. */
export class PaymentChoice {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
  ) {}

  async paymentModeWiseBanks(accountId: number): Promise<TGetPaymentModeWiseBankForUccResponse> {
    const banks = await repo.banksOf(this.db, accountId);
    return {
      payModeList: purchasePayModes.map((payModeId) => ({
        payModeId,
        payModeName: payModeLabels[payModeId],
        bankList: banks.filter((b) => b.payModes.includes(payModeId)).map(bankView),
      })),
      collectionAccount,
    };
  }

  async validateSelectedBank(
    accountId: number,
    input: {
      bankCode?: string | undefined;
      bankAccNo?: string | undefined;
      bankAccType?: string | undefined;
      payMode?: PayMode | undefined;
    },
  ): Promise<TValidateSelectedBankResponse> {
    const bank =
      input.bankCode && input.bankAccNo
        ? await repo.bankOf(this.db, accountId, input.bankCode, input.bankAccNo)
        : (await repo.banksOf(this.db, accountId)).find(
            (b) => !input.bankAccType || b.bankType === input.bankAccType.toUpperCase(),
          );
    if (!bank || (input.payMode && !bank.payModes.includes(input.payMode))) {
      return {
        isValidBank: 'N',
        message: orderMessages.bankInvalid,
        bankIfscCode: '',
        bankName: '',
        bankAccMak: '',
      };
    }
    return {
      isValidBank: 'Y',
      message: orderMessages.bankValid,
      bankIfscCode: bank.ifsc,
      bankName: bank.bankName,
      bankAccMak: maskAccount(bank.bankAccNo),
    };
  }

  /** The investor's registered bank accounts, the default one first. */
  banks(accountId: number): Promise<repo.RegisteredBank[]> {
    return repo.banksOf(this.db, accountId);
  }

  /**
   * A mandate the bank approved becomes the account's SIP mandate: it is offered for SIPs and for
   * paying by mandate from now on.
   */
  async attachMandate(
    db: Executor,
    accountId: number,
    bankId: number,
    mandateNo: string,
    maxPaise: Paise,
  ): Promise<void> {
    await repo.attachMandate(db, accountId, bankId, mandateNo, maxPaise);
  }

  /** Registers a bank account of a new investor (inside the caller's transaction). */
  registerBank(
    db: Executor,
    row: Omit<Parameters<typeof repo.insertBank>[1], 'id'>,
  ): Promise<repo.RegisteredBank> {
    return repo.insertBank(db, row);
  }

  /** The registered account redemption proceeds are paid to: the default one, else the first. */
  async payoutBank(accountId: number): Promise<repo.RegisteredBank | null> {
    const [bank] = await repo.banksOf(this.db, accountId);
    return bank ?? null;
  }

  /** The bank a payment will come from; a 400 when it is not the investor's or not for the mode. */
  async bankFor(tx: Tx, accountId: number, bankCode: string, bankAccNo: string, payMode: PayMode) {
    const bank = await repo.bankOf(tx, accountId, bankCode, bankAccNo);
    if (!bank || !bank.payModes.includes(payMode))
      throw new AppError(400, 'BANK_INVALID', orderMessages.bankInvalid);
    return bank;
  }

  async validateVpa(accountId: number, vpa: string): Promise<TValidateVpaResponse> {
    const address = vpa.trim();
    if (!isValidVpa(address)) throw new AppError(400, 'VPA_INVALID', orderMessages.vpaInvalid);
    const result = await this.gateway.verifyVpa(address);
    const srNo = `VPA${randomBytes(8).toString('hex').toUpperCase()}`;
    const status = result.verified ? 'VE' : 'NV';
    await repo.insertVpaCheck(this.db, {
      srNo,
      accountId,
      vpa: address.toLowerCase(),
      status,
      payerName: result.payerName,
    });
    return {
      VPAVerifyStatus: status,
      VPAVerifyDtlsrNo: srNo,
      payerName: result.payerName,
      message: result.verified ? orderMessages.vpaVerified : orderMessages.vpaFailed,
    };
  }

  /** True when the check srNo verified this VPA for the investor. */
  async vpaVerified(tx: Tx, accountId: number, vpa: string, srNo: string): Promise<boolean> {
    const check = await repo.vpaCheck(tx, accountId, srNo);
    return check?.status === 'VE' && check.vpa === vpa.trim().toLowerCase();
  }

  async checkPayRefNo(reference: string): Promise<TCheckPayRefNoResponse> {
    if (!isValidUtr(reference))
      return { isPayRefNoAvailable: 'N', message: orderMessages.neftRefInvalid };
    if (await repo.utrTaken(this.db, normaliseUtr(reference)))
      return { isPayRefNoAvailable: 'N', message: orderMessages.neftRefUsed };
    return { isPayRefNoAvailable: 'Y', message: '' };
  }

  async utrTaken(tx: Tx, utr: string): Promise<boolean> {
    return repo.utrTaken(tx, normaliseUtr(utr));
  }
}
