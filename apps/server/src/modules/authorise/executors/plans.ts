import {
  paiseToRupeeText,
  planInstallmentDates,
  planMessages,
  scheduleInWords,
  transactionTypeLabel,
  twoFactorAuthFlows,
  type AuthTransactionType,
  type PurchaseFrequencyId,
  type SystematicPlanType,
  type TPlacedTrxnParsed,
  type TPlanRequestPlaced,
  type TSystematicPlan,
  type TwoFactorPlanAction,
} from '@cdesk/domain';
import type { AuditContext } from '../../audit/index.js';
import type { PlanRegistrations, Plans, PlanTwoFactor } from '../../plans/index.js';
import type { SchemeService } from '../../schemes/index.js';
import type {
  AuthExecutor,
  AuthOutcome,
  AuthoriseInput,
  PendingTrxn,
  PlacementCheck,
} from '../executor.js';
import type { ExecutorDeps } from './deps.js';
import { ackPathOf, keyDigest, line, refusing } from './shared.js';

type PlanPlacement = Extract<
  TPlacedTrxnParsed,
  { trnType: 'SWP' | 'STP' | 'SSIP' | 'SSWP' | 'SSTP' | 'TSR' | 'SIPSHIFTING' | 'TPSIP' }
>;
type OnPlan = Extract<PlanPlacement, { planId: number }>;
type Registration = Extract<PlanPlacement, { trnType: 'STP' | 'SWP' }>;

export interface PlanExecutorDeps {
  plans: Plans;
  registrations: PlanRegistrations;
  twoFactor: PlanTwoFactor;
  schemes: SchemeService;
}

/** SWP, STP, SSIP, SSWP, SSTP, TSR, SIPSHIFTING and TPSIP. */
export const planExecutor = (deps: ExecutorDeps): AuthExecutor =>
  new PlanExecutor({
    plans: deps.plans,
    registrations: deps.planRegistrations,
    twoFactor: deps.planTwoFactor,
    schemes: deps.schemes,
  });

const planTypeOf: Record<OnPlan['trnType'], SystematicPlanType> = {
  SSIP: 'SIP',
  SSWP: 'SWP',
  SSTP: 'STP',
  TSR: 'SIP',
  SIPSHIFTING: 'SIP',
  TPSIP: 'SIP',
};

/** The reference of the request an authorisation places: its type and a digest of its key. */
export const planRequestTid = (trnType: string, placementKey: string) =>
  `${trnType}${keyDigest(placementKey)}`;

/**
 * The acknowledgements: a stop at sbs, a revocation at tsr, a bank shift and a top-up at their own
 * type, each by the request's reference; a registration (STP, SWP) on the authorisation's own
 * acknowledgement, by its receipt reference.
 */
export function planAckPath(trxnType: string, tid: string, encEncodedTrxnId: string): string {
  if (trxnType === 'STP' || trxnType === 'SWP') return ackPathOf(trxnType, encEncodedTrxnId);
  const stop = trxnType === 'SSIP' || trxnType === 'SSWP' || trxnType === 'SSTP';
  return ackPathOf(stop ? 'SBS' : trxnType, tid);
}

const isTwoFactor = (type: string): type is TwoFactorPlanAction =>
  Object.hasOwn(twoFactorAuthFlows, type);

/**
 * Systematic plans placed by a partner: an STP or an SWP to register (STP, SWP), a stop (SSIP,
 * SSWP, SSTP), a stop's revocation (TSR), a SIP's bank shift (SIPSHIFTING) or top-up (TPSIP) on
 * the investor's running plan. Authorised, each is placed once under a reference derived from the
 * authorisation, with the plans' own rules and messages; an E-Wealth MF account confirms a stop
 * or a revocation with the OTP of the plans' 2FA (sendPlan2FAOtp for the plan), as it does its own.
 */
export class PlanExecutor implements AuthExecutor {
  readonly types: readonly AuthTransactionType[] = [
    'SWP',
    'STP',
    'SSIP',
    'SSWP',
    'SSTP',
    'TSR',
    'SIPSHIFTING',
    'TPSIP',
  ];

  constructor(private readonly deps: PlanExecutorDeps) {}

  private placementOf(trxn: TPlacedTrxnParsed): PlanPlacement {
    if (!(this.types as readonly string[]).includes(trxn.trnType))
      throw new TypeError(`Not a plan request: ${trxn.trnType}`);
    return trxn as PlanPlacement;
  }

  /**
   * A placement the client could authorise now: the plan is theirs and the stop, revocation, bank
   * shift or top-up may be placed on it; a registration's holding, target and calendar are good.
   */
  async validate({ account, trxn }: PlacementCheck): Promise<void> {
    const placement = this.placementOf(trxn);
    switch (placement.trnType) {
      case 'STP':
        return this.deps.registrations.checkFor(account, 'STP', {
          ...this.registrationInput(placement),
          toSchCode: placement.targetSchCode,
        });
      case 'SWP':
        return this.deps.registrations.checkFor(account, 'SWP', this.registrationInput(placement));
      case 'SIPSHIFTING':
        return this.deps.plans.checkChangeFor(account, placement.planId, {
          mandateNo: placement.mandateNo,
        });
      case 'TPSIP':
        return this.deps.plans.checkChangeFor(account, placement.planId, {
          topUpPaise: placement.topUpAmount,
        });
      default:
        await this.deps.plans.check2faFor(account, placement.trnType, placement.planId);
    }
  }

  private async schemeName(code: number | null): Promise<string> {
    return code === null ? '' : ((await this.deps.schemes.get(code))?.name ?? '');
  }

  async describe(pending: PendingTrxn) {
    const trxn = this.placementOf(pending.trxn);
    const tid = planRequestTid(trxn.trnType, pending.placementKey);
    const placed = await this.deps.plans.requestPlaced(pending.accountId, tid).catch(() => null);
    const done = {
      orderRef: placed?.tid ?? '',
      orderStatus: placed?.message ?? '',
    };
    const detail =
      trxn.trnType === 'STP' || trxn.trnType === 'SWP'
        ? await this.registrationLine(trxn, placed)
        : await this.planLine(pending.accountId, trxn);
    const row = { ...detail.line, ...done };
    const target = row.targetSchemeName ? ` to ${row.targetSchemeName}` : '';
    return { summary: `${row.schemeName}${target}${detail.note}`, lines: [row] };
  }

  private async registrationLine(trxn: Registration, placed: TPlanRequestPlaced | null) {
    const today = this.deps.plans.today();
    const dates = planInstallmentDates({
      planType: trxn.trnType,
      startDate: trxn.schedule.startDate ?? today,
      day: trxn.schedule.installmentDate,
      freqId: trxn.schedule.freqId,
      installments: trxn.schedule.totalNoOfInst,
    });
    const targetCode = trxn.trnType === 'STP' ? trxn.targetSchCode : null;
    return {
      note: '',
      line: line({
        srNo: 1,
        action: trxn.trnType,
        schcode: trxn.schCode,
        schemeName: await this.schemeName(trxn.schCode),
        targetSchcode: targetCode,
        targetSchemeName: await this.schemeName(targetCode),
        folioNo: trxn.folioNo,
        amount: paiseToRupeeText(trxn.amount),
        schedule: scheduleInWords({
          freqId: trxn.schedule.freqId,
          day: trxn.schedule.installmentDate,
          installments: trxn.schedule.totalNoOfInst,
          startDate: dates[0],
        }),
        planId: placed?.planId ?? null,
      }),
    };
  }

  private async planLine(accountId: number, trxn: OnPlan) {
    const plan: TSystematicPlan | null = await this.deps.plans.planOf(
      accountId,
      planTypeOf[trxn.trnType],
      trxn.planId,
    );
    let note = '';
    if (trxn.trnType === 'SIPSHIFTING') {
      const bank = await this.deps.plans.mandateBank(accountId, trxn.mandateNo);
      note = bank
        ? `: to ${bank.bankName} (mandate ${trxn.mandateNo})`
        : `: to the mandate ${trxn.mandateNo}`;
    }
    return {
      note,
      line: line({
        srNo: 1,
        action: transactionTypeLabel(trxn.trnType),
        schcode: plan?.schemeCode ?? null,
        schemeName: plan?.schemeName ?? '',
        targetSchcode: plan?.toSchemeCode ?? null,
        targetSchemeName: plan?.toSchemeName ?? '',
        folioNo: plan?.folioNo ?? '',
        amount:
          trxn.trnType === 'TPSIP'
            ? paiseToRupeeText(trxn.topUpAmount)
            : plan
              ? paiseToRupeeText(BigInt(plan.nextAmountPaise))
              : '',
        schedule: plan
          ? scheduleInWords({
              freqId: plan.frequencyId as PurchaseFrequencyId,
              day: plan.installmentDay,
              installments: plan.installments,
              startDate: plan.startDate,
            })
          : '',
        planId: trxn.planId,
      }),
    };
  }

  /**
   * How the investor confirms a stop or a revocation: the authorisation itself, or for an EMF
   * account also the OTP of the plans' 2FA, checked once the request is known to be allowed.
   */
  private async confirmation(
    input: AuthoriseInput,
    trxnType: TwoFactorPlanAction,
    planId: number,
  ): Promise<'DIALOG' | 'OTP' | AuthOutcome> {
    const { account, request, audit } = input;
    if (account.accType !== 'EMF') return 'DIALOG';
    if (!request.otp || !request.otpGenRefId)
      return { kind: 'REFUSED', errCode: '2FA_REQUIRED', message: planMessages.twoFactorRequired };
    await this.deps.plans.check2faFor(account, trxnType, planId);
    const checked = await this.deps.twoFactor.checkOtpFor(
      account,
      { trxnType, planId, otpGenRefId: request.otpGenRefId, otp: request.otp },
      audit,
    );
    if (!checked.ok)
      return {
        kind: 'REFUSED',
        errCode: `OTP_${checked.reason}`,
        message: checked.refused.message,
      };
    return 'OTP';
  }

  private async place(
    input: AuthoriseInput,
    trxn: PlanPlacement,
    tid: string,
  ): Promise<TPlanRequestPlaced | AuthOutcome> {
    const { account, audit } = input;
    switch (trxn.trnType) {
      case 'STP':
        return this.deps.registrations.registerStpFor(
          account,
          { ...this.registrationInput(trxn), toSchCode: trxn.targetSchCode },
          audit,
          tid,
        );
      case 'SWP':
        return this.deps.registrations.registerSwpFor(
          account,
          this.registrationInput(trxn),
          audit,
          tid,
        );
      case 'SIPSHIFTING':
        return this.deps.plans.shiftBankFor(
          account,
          trxn.planId,
          { mandateNo: trxn.mandateNo },
          audit,
          tid,
        );
      case 'TPSIP':
        return this.deps.plans.topUpFor(account, trxn.planId, trxn.topUpAmount, audit, tid);
      default:
        return this.stopOrRevoke(input, trxn, tid, audit);
    }
  }

  private async stopOrRevoke(
    input: AuthoriseInput,
    trxn: Extract<PlanPlacement, { trnType: 'SSIP' | 'SSWP' | 'SSTP' | 'TSR' }>,
    tid: string,
    audit: AuditContext,
  ): Promise<TPlanRequestPlaced | AuthOutcome> {
    if (!isTwoFactor(trxn.trnType)) throw new TypeError(`Not a stop: ${trxn.trnType}`);
    const confirmedBy = await this.confirmation(input, trxn.trnType, trxn.planId);
    if (typeof confirmedBy !== 'string') return confirmedBy;
    return trxn.trnType === 'TSR'
      ? this.deps.plans.revokeFor(input.account, trxn.planId, confirmedBy, audit, tid)
      : this.deps.plans.stopFor(input.account, trxn.trnType, trxn.planId, confirmedBy, audit, tid);
  }

  private registrationInput(trxn: Registration) {
    return {
      schCode: trxn.schCode,
      folioNo: trxn.folioNo,
      amount: trxn.amount,
      freqId: trxn.schedule.freqId,
      installmentDate: trxn.schedule.installmentDate,
      totalNoOfInst: trxn.schedule.totalNoOfInst,
      startDate: trxn.schedule.startDate,
    };
  }

  authorise(input: AuthoriseInput): Promise<AuthOutcome> {
    const trxn = this.placementOf(input.pending.trxn);
    const tid = planRequestTid(trxn.trnType, input.placementKey);
    return refusing(async () => {
      // A repeat answers the request placed first, without asking for another OTP.
      const placed =
        (await this.deps.plans.requestPlaced(input.account.id, tid)) ??
        (await this.place(input, trxn, tid));
      if ('kind' in placed) return placed;
      return {
        kind: 'PLACED',
        result: { trxnId: placed.tid },
        ackPath: planAckPath(placed.trxnType, placed.tid, input.encEncodedTrxnId),
      };
    });
  }
}
