import {
  formatDate,
  holderRoleLabels,
  onboardingMessages,
  isHolderRole,
  otherReasonCode,
  rejectReasonOf,
  rejectReasons,
  requestStatusCodes,
  reviewMessages,
  reviewNotices,
  reviewStatusLabels,
  type CommunicationType,
  type HolderRole,
  type ReviewReportType,
  type ReviewStatus,
  type TFetchRefnoDetailResponse,
  type TReviewApplication,
  type TReviewDecision,
} from '@cdesk/domain';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { AuditContext, AuditService } from '../../audit/index.js';
import type { OutboxService } from '../../outbox/index.js';
import type {
  BankRecord,
  MandateRecord,
  NominationRecord,
  NomineeRecord,
} from '../form/part-two-records.js';
import type { ApplicationRow, HolderRow } from '../repository.js';
import * as reviews from './review-repository.js';
import { partTwoStepKeys, type OnboardingStore } from '../store.js';

/** The step key the staff decision is saved under (role F). */
export const reviewStepKey = 'review';

const fullName = (h: Pick<HolderRow, 'firstName' | 'middleName' | 'lastName'>) =>
  [h.firstName, h.middleName, h.lastName].filter(Boolean).join(' ');

const statusOf = (status: string): ReviewStatus =>
  status === 'APPROVED' || status === 'REJECTED' ? status : 'UNDER_REVIEW';

export const notFound = () => new AppError(400, 'APPLICATION_NOT_FOUND', reviewMessages.notFound);
export const notUnderReview = () =>
  new AppError(400, 'NOT_UNDER_REVIEW', reviewMessages.notUnderReview);

/** Whom a message about an application goes to: a holder's mobile and e-mail. */
interface Contact {
  name: string;
  mobile: string;
  email: string;
}

/**
 * FetchEditReport: the staff review of submitted applications. Lists them by entry date, opens
 * one with its holders, part-2 records and files, rejects one with a reason, and sends the
 * applicant where their application stands.
 */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly store: OnboardingStore,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly loginUrl: string,
  ) {}

  reasons() {
    return {
      reasons: rejectReasons.map((r) => ({ reasonCode: r.code, reason: r.label })),
      otherReasonCode,
    };
  }

  decision(refNo: string, tx: Db | Tx = this.db) {
    return this.store.loadStep<TReviewDecision>(refNo, 'F', reviewStepKey, tx);
  }

  private async row(app: ApplicationRow & { entryDate?: string }): Promise<TReviewApplication> {
    const holders = await this.store.holders(app.refNo);
    const first = holders.find((h) => h.role === 'F');
    const status = statusOf(app.status);
    const decision = await this.decision(app.refNo);
    return {
      refNo: app.refNo,
      entryDate: formatDate(app.entryDate ?? app.createdAt),
      accountType: app.accountType,
      holderName: first ? fullName(first) : '',
      pan: first?.pan ?? '',
      mobile: first?.mobile ?? '',
      email: first?.email ?? '',
      holders: holders.filter((h) => h.role !== 'G').length,
      status,
      statusCode: reviewStatusLabels[status].code,
      statusText: reviewStatusLabels[status].text,
      reasonCode: decision?.reasonCode ?? '',
      reason: decision?.reason ?? '',
      decidedOn: decision ? formatDate(decision.decidedAt) : '',
      accountNo: decision?.accountNo ?? '',
    };
  }

  async list(input: { fromDate: string; toDate: string; reportType: ReviewReportType }) {
    const statuses = input.reportType === 'REJECT' ? ['REJECTED'] : ['UNDER_REVIEW'];
    const rows = await reviews.applicationsEntered(this.db, statuses, input.fromDate, input.toDate);
    return {
      reportType: input.reportType,
      applications: await Promise.all(rows.map((r) => this.row(r))),
    };
  }

  async application(refNo: string, tx: Db | Tx = this.db): Promise<ApplicationRow> {
    const app = await this.store.application(refNo, tx);
    if (!app || !['UNDER_REVIEW', 'APPROVED', 'REJECTED'].includes(app.status)) throw notFound();
    return app;
  }

  async detail(refNo: string): Promise<TFetchRefnoDetailResponse> {
    const app = await this.application(refNo);
    const load = <T>(key: string) => this.store.loadStep<T>(refNo, 'F', key);
    const [holders, bank, mandate, nomination, files] = await Promise.all([
      this.store.holders(refNo),
      load<BankRecord>(partTwoStepKeys.bank),
      load<MandateRecord>(partTwoStepKeys.mandate),
      load<NominationRecord>(partTwoStepKeys.nomineeSelection),
      this.store.files(refNo),
    ]);
    const nominees = await this.nominees(refNo, nomination);
    return {
      application: {
        ...(await this.row(app)),
        taxStatus: app.taxStatus ?? '',
        holdingMode: app.holdingMode ?? '',
        screenId: app.screenId,
      },
      holders: holders.map((h) => ({
        role: h.role,
        label: isHolderRole(h.role) ? holderRoleLabels[h.role] : h.role,
        name: fullName(h),
        pan: h.pan ?? '',
        dob: h.dob ? formatDate(h.dob) : '',
        mobile: h.mobile ?? '',
        email: h.email ?? '',
      })),
      bank: bank
        ? {
            ifsc: bank.ifsc,
            micr: bank.micr,
            bankName: bank.bankName,
            branch: bank.branch,
            accountNo: bank.accountNo,
            accountType: bank.accountType,
            verified: bank.verified,
            nameAtBank: bank.nameAtBank,
          }
        : null,
      mandate: mandate
        ? {
            emandate: mandate.emandate,
            mandateType: mandate.mandateType,
            provider: mandate.provider,
            upperLimitPaise: mandate.upperLimitPaise,
            startDate: mandate.startDate,
            endDate: mandate.endDate,
            mandateNo: mandate.mandateNo,
            status: mandate.status,
          }
        : null,
      nominees: nominees.map((n) => ({
        slot: n.slot,
        name: [n.fName, n.mName, n.lName].filter(Boolean).join(' '),
        dob: n.dob,
        relation: n.relation,
        share: n.share,
        guardianName: n.guardian
          ? [n.guardian.fName, n.guardian.mName, n.guardian.lName].filter(Boolean).join(' ')
          : '',
      })),
      files: files.map((f) => ({
        role: f.role,
        kind: f.kind,
        docType: f.docType,
        fileName: f.fileName,
        mime: f.mime,
        size: f.size,
      })),
      decision: await this.decision(refNo),
    };
  }

  /** The nominees the applicant opted in with, in slot order. */
  async nominees(
    refNo: string,
    nomination: NominationRecord | null,
    tx: Db | Tx = this.db,
  ): Promise<NomineeRecord[]> {
    if (!nomination?.optIn) return [];
    const slots = ([1, 2, 3] as const).filter((slot) => slot <= nomination.count);
    const found = await Promise.all(
      slots.map((slot) =>
        this.store.loadStep<NomineeRecord>(refNo, 'F', partTwoStepKeys.nominee(slot), tx),
      ),
    );
    return found.filter((n): n is NomineeRecord => n !== null);
  }

  async file(key: { refNo: string; role: HolderRole; kind: string; docType: string }) {
    await this.application(key.refNo);
    const found = await this.store.file(key);
    if (!found) throw new AppError(400, 'FILE_NOT_FOUND', reviewMessages.fileNotFound);
    return {
      fileName: found.fileName,
      mime: found.mime,
      content: Buffer.from(found.content).toString('base64'),
    };
  }

  async reject(
    input: { refNo: string; reasonCode: string; remark: string },
    staff: { employeeCode: string },
    context: AuditContext,
  ) {
    const reason = rejectReasonOf(input.reasonCode);
    if (!reason)
      throw new AppError(400, 'REASON_INVALID', onboardingMessages.shouldBeValid('Reject Reason'));
    const told = input.reasonCode === otherReasonCode ? input.remark : reason.label;
    await this.application(input.refNo);
    const now = this.clock.businessNow();
    await this.db.transaction(async (tx) => {
      if (!(await reviews.claimForDecision(tx, input.refNo, 'REJECTED', now)))
        throw notUnderReview();
      const decision: TReviewDecision = {
        status: 'REJECTED',
        reasonCode: reason.code,
        reason: told,
        decidedAt: now.toISOString(),
      };
      await this.store.saveStep(input.refNo, 'F', reviewStepKey, decision, tx);
      const first = await this.store.holder(input.refNo, 'F', tx);
      if (first)
        await this.tell(tx, this.contactOf(first), reviewNotices.rejected(input.refNo, told));
      await this.audit.record(
        'APPLICATION_REJECTED',
        null,
        context,
        { refNo: input.refNo, reasonCode: reason.code, employeeCode: staff.employeeCode },
        tx,
      );
    });
    const status = reviewStatusLabels.REJECTED;
    return {
      refNo: input.refNo,
      status: 'REJECTED' as const,
      statusCode: status.code,
      statusText: status.text,
      requestStatus: requestStatusCodes.rejected,
      reasonCode: reason.code,
      reason: told,
    };
  }

  contactOf(holder: HolderRow): Contact {
    return { name: fullName(holder), mobile: holder.mobile ?? '', email: holder.email ?? '' };
  }

  /** The words to the holder's mobile and e-mail; answers where they went. */
  async tell(tx: Db | Tx, contact: Contact, text: string, accountId: number | null = null) {
    const sent: string[] = [];
    const subjects = {
      smsSubject: reviewNotices.smsSubject,
      emailSubject: reviewNotices.emailSubject,
    };
    if (accountId !== null) {
      await this.outbox.notify(
        tx,
        { id: accountId, name: contact.name, mobile: contact.mobile, email: contact.email },
        subjects,
        text,
      );
      return [contact.mobile, contact.email];
    }
    for (const [channel, to] of [
      ['SMS', contact.mobile],
      ['EMAIL', contact.email],
    ] as const) {
      if (!to) continue;
      await this.outbox.notifyContact(tx, { channel, to, name: contact.name }, subjects, text);
      sent.push(to);
    }
    return sent;
  }

  /** What the applicant is told now: under review, not approved with the reason, or how to log in. */
  private async statusText(app: ApplicationRow): Promise<string> {
    const decision = await this.decision(app.refNo);
    if (app.status === 'REJECTED' && decision)
      return reviewNotices.rejected(app.refNo, decision.reason);
    if (app.status === 'APPROVED' && decision?.accountNo)
      return reviewNotices.approvedAgain(decision.accountNo, this.loginUrl);
    return reviewNotices.underReview(app.refNo);
  }

  /** sendComm and sendCommToHolder: NM sends the status as it is, RE marks it as a reminder. */
  async sendComm(input: { refNo: string; commType: CommunicationType; holder?: HolderRole }) {
    const app = await this.application(input.refNo);
    const text = await this.statusText(app);
    const words = input.commType === 'RE' ? `${reviewNotices.resendPrefix}${text}` : text;
    const holders = (await this.store.holders(input.refNo)).filter((h) =>
      input.holder ? h.role === input.holder : h.role !== 'G' || app.minor,
    );
    if (holders.length === 0) throw new AppError(400, 'HOLDER_NOT_FOUND', reviewMessages.notFound);
    const recipients = await this.db.transaction(async (tx) => {
      const sent: string[] = [];
      for (const holder of holders)
        sent.push(...(await this.tell(tx, this.contactOf(holder), words)));
      return sent;
    });
    return { sent: recipients.length, recipients };
  }

  /** The rejected applications of a range, one line each, as CSV. */
  async rejectedCsv(input: { fromDate: string; toDate: string }) {
    const { applications } = await this.list({ ...input, reportType: 'REJECT' });
    const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;
    const header = [
      'Reference No',
      'Entry Date',
      'Account Type',
      'Applicant',
      'PAN',
      'Status Code',
      'Status',
      'Reason Code',
      'Reason',
      'Decided On',
    ];
    const lines = applications.map((a) =>
      [
        a.refNo,
        a.entryDate,
        a.accountType,
        a.holderName,
        a.pan,
        a.statusCode,
        a.statusText,
        a.reasonCode,
        a.reason,
        a.decidedOn,
      ]
        .map(cell)
        .join(','),
    );
    const stamp = (iso: string) => iso.replace(/-/g, '');
    return {
      fileName: `not-approved-${stamp(input.fromDate)}-${stamp(input.toDate)}.csv`,
      content: [header.map(cell).join(','), ...lines].join('\r\n') + '\r\n',
    };
  }
}
