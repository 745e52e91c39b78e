import { randomBytes, randomInt } from 'node:crypto';
import {
  addressLine,
  esignStatuses,
  parseDisplayDate,
  payModes,
  reviewMessages,
  reviewNotices,
  type TReviewDecision,
} from '@cdesk/domain';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';

import type { Clock } from '../../../lib/clock.js';
import type { AccessService, Account } from '../../access/index.js';
import type { AuditContext, AuditService } from '../../audit/index.js';
import type { PaymentChoice } from '../../checkout/index.js';
import type { MandateService } from '../../mandates/index.js';
import type { EsignRecord } from '../form/esign-service.js';
import { kycStepKeys } from '../steps/kyc-holder.js';
import type { BankRecord, MandateRecord, NominationRecord } from '../form/part-two-records.js';
import type { ConfirmedAddress } from '../steps/personal-service.js';
import type { HolderRow } from '../repository.js';
import * as reviews from './review-repository.js';
import { applicationDigest } from '../form/signed-digest.js';
import { notUnderReview, type ReviewService, reviewStepKey } from './review-service.js';
import { partTwoStepKeys, type OnboardingStore } from '../store.js';

/** The desk's nominees on record, as the profile keeps them. */
export interface NomineeRegister {
  replaceNominees(
    tx: Tx,
    accountId: number,
    rows: Array<{
      nomineeNo: number;
      name: string;
      relationship: string;
      sharePercent: string;
      dob: string;
      guardianName?: string;
    }>,
  ): Promise<void>;
}

export interface ApprovalDeps {
  db: Db;
  clock: Clock;
  store: OnboardingStore;
  review: ReviewService;
  audit: AuditService;
  access: AccessService;
  choice: PaymentChoice;
  mandates: MandateService;
  nominees: NomineeRegister;
  loginUrl: string;
}

const name = (p: { fName?: string | null; mName?: string | null; lName?: string | null }) =>
  [p.fName, p.mName, p.lName].filter(Boolean).join(' ');
const holderName = (h: HolderRow) =>
  name({ fName: h.firstName, mName: h.middleName, lName: h.lastName });

const signatureRefusals = ['APPLICATION_NOT_SIGNED', 'SIGNED_DATA_CHANGED'];

/** Bank account types as the desk's registered banks name them. */
const bankTypes: Record<string, string> = {
  Saving: 'SAVINGS',
  Current: 'CURRENT',
  OD: 'OD',
  CC: 'CC',
};

/** A temporary password the desk's login takes; the investor must change it at first login. */
export function temporaryPassword(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const body = Array.from(randomBytes(8), (b) => letters[b % letters.length]).join('');
  return `${body}@${String(randomInt(10, 100))}`;
}

/**
 * Approving an application opens the investor's wealth account in one transaction: the account
 * and its holders, the bank, the approved e-mandate, the nominees and a login with a temporary
 * password that the outbox sends. The application row is claimed first, so a second approval
 * (a double click, another reviewer) opens nothing.
 */
export class ApprovalService {
  constructor(private readonly deps: ApprovalDeps) {}

  async approve(refNo: string, staff: { employeeCode: string }, context: AuditContext) {
    const { db, store, review } = this.deps;
    const app = await review.application(refNo);
    const password = temporaryPassword();
    const now = this.deps.clock.businessNow();
    const account = await db
      .transaction(async (tx) => {
        if (!(await reviews.claimForDecision(tx, refNo, 'APPROVED', now))) throw notUnderReview();
        await this.assertAsSigned(tx, refNo);
        const holders = (await store.holders(refNo, tx)).flatMap((h) =>
          h.pan && h.dob ? [{ ...h, pan: h.pan, dob: h.dob }] : [],
        );
        const first = holders.find((h) => h.role === 'F');
        if (!first) throw new AppError(400, 'APPLICATION_INCOMPLETE', reviewMessages.incomplete);
        const [personal, address] = await Promise.all([
          store.loadStep<{ gender?: string }>(refNo, 'F', kycStepKeys.personal, tx),
          store.loadStep<ConfirmedAddress>(refNo, 'F', kycStepKeys.address, tx),
        ]);
        const opened = await this.deps.access.openAccount(
          tx,
          {
            name: holderName(first),
            accType: app.accountType,
            email: first.email ?? '',
            mobile: first.mobile ?? '',
            pan: first.pan,
            dob: first.dob,
            gender: personal?.gender ?? '',
            address: address ? addressLine(address.address) : '',
            partnerId: app.partnerId,
            mustChangePassword: true,
            emailVerified: first.emailVerified,
            fatcaDeclaredAt: now,
          },
          password,
          holders.map((h) => ({
            role: h.role,
            name: holderName(h),
            pan: h.pan,
            dob: h.dob,
            mobile: h.mobile ?? '',
            email: h.email ?? '',
          })),
        );
        await this.bankAndMandate(tx, refNo, opened);
        await this.nominees(tx, refNo, opened.id);
        const decision: TReviewDecision = {
          status: 'APPROVED',
          reasonCode: '',
          reason: '',
          accountNo: opened.njAcNo,
          decidedAt: now.toISOString(),
        };
        await store.saveStep(refNo, 'F', reviewStepKey, decision, tx);
        await review.tell(
          tx,
          review.contactOf(first),
          reviewNotices.approved(opened.njAcNo, this.deps.loginUrl, password),
          opened.id,
        );
        await this.deps.audit.record(
          'APPLICATION_APPROVED',
          opened.id,
          context,
          { refNo, employeeCode: staff.employeeCode },
          tx,
        );
        return opened;
      })
      .catch(async (error: unknown) => {
        if (error instanceof AppError && signatureRefusals.includes(error.errCode))
          await this.deps.audit.record('APPLICATION_APPROVAL_REFUSED', null, context, {
            refNo,
            employeeCode: staff.employeeCode,
            reason: error.errCode,
          });
        throw error;
      });
    return {
      refNo,
      status: 'APPROVED' as const,
      njAcNo: account.njAcNo,
      ucc: account.ucc,
      accountType: account.accType,
    };
  }

  /**
   * What is approved must be what the applicant e-signed: the digest of the application now is
   * compared with the one kept with the signature. A change made behind the signature (in the
   * database, or by a call that slipped through) refuses the approval and rolls back the claim.
   */
  private async assertAsSigned(tx: Tx, refNo: string) {
    const esign = await this.deps.store.loadStep<EsignRecord>(
      refNo,
      'F',
      partTwoStepKeys.esign,
      tx,
    );
    if (esign?.status !== esignStatuses.done || !esign.digest)
      throw new AppError(400, 'APPLICATION_NOT_SIGNED', reviewMessages.notSigned);
    if ((await applicationDigest(this.deps.store, refNo, tx)) !== esign.digest)
      throw new AppError(409, 'SIGNED_DATA_CHANGED', reviewMessages.signedDataChanged);
  }

  private async bankAndMandate(tx: Tx, refNo: string, account: Account) {
    const { store } = this.deps;
    const bank = await store.loadStep<BankRecord>(refNo, 'F', partTwoStepKeys.bank, tx);
    if (!bank) return;
    const registered = await this.deps.choice.registerBank(tx, {
      accountId: account.id,
      bankCode: bank.ifsc.slice(0, 4).toUpperCase(),
      bankName: bank.bankName,
      bankAccNo: bank.accountNo,
      ifsc: bank.ifsc.toUpperCase(),
      bankType: bankTypes[bank.accountType] ?? 'SAVINGS',
      isDefault: true,
      payModes: [payModes.NET_BANKING, payModes.NEFT_RTGS, payModes.UPI],
    });
    const mandate = await store.loadStep<MandateRecord>(refNo, 'F', partTwoStepKeys.mandate, tx);
    if (!mandate?.emandate || mandate.status !== 'APPROVED' || !mandate.mandateNo) return;
    await this.deps.mandates.recordApproved(tx, {
      accountId: account.id,
      bankId: registered.id,
      njEMandateNo: mandate.mandateNo,
      upperLimitPaise: BigInt(mandate.upperLimitPaise),
      startDate: mandate.startDate,
      // An until-cancelled mandate runs as the desk's do, forty years on.
      endDate:
        mandate.endDate ||
        `${Number(mandate.startDate.slice(0, 4)) + 40}${mandate.startDate.slice(4)}`,
      mode: mandate.mandateType === 'AADHAAROTP' ? 'ESIGN' : mandate.mandateType,
      notes: `${mandate.provider} e-mandate of account opening ${refNo}`,
    });
  }

  private async nominees(tx: Tx, refNo: string, accountId: number) {
    const nomination = await this.deps.store.loadStep<NominationRecord>(
      refNo,
      'F',
      partTwoStepKeys.nomineeSelection,
      tx,
    );
    const list = await this.deps.review.nominees(refNo, nomination, tx);
    const rows = list.flatMap((n) => {
      const dob = parseDisplayDate(n.dob);
      if (!dob) return [];
      return [
        {
          nomineeNo: n.slot,
          name: name(n),
          relationship: n.relation,
          sharePercent: n.share.toFixed(2),
          dob,
          guardianName: n.guardian ? name(n.guardian) : '',
        },
      ];
    });
    if (rows.length > 0) await this.deps.nominees.replaceNominees(tx, accountId, rows);
  }
}
